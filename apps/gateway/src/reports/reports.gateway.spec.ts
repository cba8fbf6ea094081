import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type INestMicroservice } from '@nestjs/common';
import {
  ADS_MESSAGES,
  type Ad,
  type AdList,
  type AdminNotifications,
  type AdminReportList,
  type AuditEntry,
  type HttpErrorBody,
  REPORT_MESSAGES,
  type ReviewList,
} from '@surimarkt/contracts';
import { bootstrapService } from '@surimarkt/server';
import { readMailFiles, useTestDatabase } from '@surimarkt/server/testing';
import { DataSource } from 'typeorm';
import { AppModule as AccountsModule } from '../../../accounts-service/src/app.module';
import { insertAd } from '../../../ads-service/src/testing/insert-ad';
import { startAdsService } from '../../../ads-service/src/testing/start-ads-service';
import { AppModule as ModerationModule } from '../../../moderation-service/src/app.module';
import { registerPerson } from '../testing/test-person';
import { startTestGateway, type TestGateway } from '../testing/test-gateway';

/** Each person on a phone of their own: their own address and browser, as three real reporters are. */
type Person = { id: string; cookie: string; ip?: string; agent?: string };

// 'Meld deze advertentie' as people and the operator meet it: reports once per person, three take an ad offline, the
// operator's 'Meldingen' dismisses or rejects; reviews reported and removed. Real accounts, moderation and ads services.
describe('gateway: reports of ads and reviews', () => {
  useTestDatabase();
  const natsUrl = process.env.NATS_URL ?? 'nats://127.0.0.1:4222';
  let gateway: TestGateway;
  let services: INestMicroservice[] = [];
  let ads: { app: INestMicroservice; stop: () => Promise<void> };
  let tmp: string;
  let token: string;
  const people: Record<'owner' | 'ann' | 'bo' | 'cas' | 'dev', Person> = {} as never;

  const db = () => ads.app.get(DataSource);
  const call = (p: string, who: Person | null, init: { method?: string; json?: unknown; admin?: boolean } = {}) =>
    fetch(`${gateway.url}/api${p}`, {
      method: init.method ?? (init.json !== undefined ? 'POST' : 'GET'),
      headers: {
        origin: gateway.url,
        ...(who ? { cookie: who.cookie } : {}),
        ...(who?.ip ? { 'x-forwarded-for': who.ip, 'user-agent': who.agent ?? 'test' } : {}),
        ...(init.admin ? { 'admin-token': token } : {}),
        ...(init.json !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      body: init.json !== undefined ? JSON.stringify(init.json) : undefined,
    });
  const admin = (p: string, init: { method?: string; json?: unknown } = {}) => call(p, null, { ...init, admin: true });
  const body = async <T = HttpErrorBody>(res: Response) => (await res.json()) as T;
  const report = (id: number, who: Person | null, json: unknown = { reason: 'scam' }) => call(`/ads/${id}/reports`, who, { json });
  const listed = async (query = 'limit=100') => (await body<AdList>(await call(`/ads?${query}`, null))).ads.map((ad) => ad.id);
  const reports = async () => body<AdminReportList>(await admin('/admin/reports'));
  const until = async (check: () => Promise<boolean>) => {
    for (let i = 0; i < 100 && !(await check()); i++) await new Promise((resolve) => setTimeout(resolve, 50));
  };

  let phones = 0;
  /** A confirmed account, a month old, on a phone (address and browser) of its own unless it shares one's. */
  async function register(email: string, firstName: string, phoneOf?: Person, ageDays = 30): Promise<Person> {
    const person: Person = await registerPerson(gateway.url, services[0].get(DataSource), email, firstName);
    await services[0]
      .get(DataSource)
      .query(`UPDATE accounts.users SET created_at = now() - make_interval(days => $2) WHERE id = $1`, [person.id, ageDays]);
    phones++;
    return { ...person, ip: phoneOf?.ip ?? `190.89.1.${phones}`, agent: phoneOf?.agent ?? `Telefoon ${phones}` };
  }

  /** A published review (written long enough ago to be unsealed) by `reviewer` about the owner. */
  async function insertReview(reviewer: Person, text: string): Promise<string> {
    const adId = await insertAd(db(), { title: 'Verkochte stoel', userId: people.owner.id });
    const [invitation] = await db().query(
      `INSERT INTO ads.review_invitations (ad_id, ad_title, reviewer_id, reviewee_id, reviewee_role, expires_at, used_at)
       VALUES ($1, 'Verkochte stoel', $2, $3, 'seller', now() + interval '30 days', now()) RETURNING id`,
      [adId, reviewer.id, people.owner.id],
    );
    const [review] = await db().query(
      `INSERT INTO ads.reviews (invitation_id, ad_id, reviewer_id, reviewee_id, reviewee_role, rating, text, created_at)
       VALUES ($1, $2, $3, $4, 'seller', 1, $5, now() - interval '20 days') RETURNING id`,
      [invitation.id, adId, reviewer.id, people.owner.id, text],
    );
    return review.id;
  }

  beforeAll(async () => {
    tmp = await mkdtemp(path.join(tmpdir(), 'gateway-reports-'));
    process.env.MAIL_DIR = path.join(tmp, 'mail');
    services = [
      await bootstrapService({ service: 'accounts', module: AccountsModule, natsUrl, logLevel: 'silent' }),
      await bootstrapService({ service: 'moderation', module: ModerationModule, natsUrl, logLevel: 'silent' }),
    ];
    ads = await startAdsService({ seedDemo: false, uploadsDir: tmp });
    gateway = await startTestGateway({ UPLOADS_DIR: tmp, CACHE_TTL_MS: '0', TRUST_PROXY: 'loopback' });
    token = (await body<{ token: string }>(await call('/admin/login', null, { json: { password: 'admin' } }))).token;
    people.owner = await register('olga@example.sr', 'Olga');
    people.ann = await register('ann@example.sr', 'Ann');
    people.bo = await register('bo@example.sr', 'Bo');
    people.cas = await register('cas@example.sr', 'Cas');
    people.dev = await register('dev@example.sr', 'Dev');
  });
  afterAll(async () => {
    await gateway?.close();
    await Promise.all([...services.map((s) => s.close()), ads?.stop()]);
    await rm(tmp, { recursive: true, force: true });
    delete process.env.MAIL_DIR;
  });

  it('takes a report from logged-in people only, with a valid reason, once each, never of their own ad', async () => {
    const id = await insertAd(db(), { title: 'Goedkope iPhone', userId: people.owner.id });
    expect((await report(id, null)).status).toBe(401);

    const bad = await report(id, people.ann, { reason: 'saai' });
    expect([bad.status, (await body(bad)).errors]).toEqual([400, { reason: REPORT_MESSAGES.reasonInvalid }]);
    const other = await report(id, people.ann, { reason: 'other', text: '   ' });
    expect([other.status, (await body(other)).errors]).toEqual([400, { text: REPORT_MESSAGES.textRequired }]);
    const own = await report(id, people.owner);
    expect([own.status, (await body(own)).message]).toEqual([403, REPORT_MESSAGES.ownAd]);
    expect((await report(999999, people.ann)).status).toBe(404);
    // None of those refused calls counted.
    expect((await reports()).reports).toEqual([]);

    const first = await report(id, people.ann, { reason: 'other', text: 'Prijs is te mooi om waar te zijn' });
    expect([first.status, (await body(first)).message]).toEqual([201, REPORT_MESSAGES.sent]);
    const again = await report(id, people.ann, { reason: 'scam' });
    expect([again.status, (await body(again)).message]).toEqual([409, REPORT_MESSAGES.alreadyReported]);

    expect((await reports()).reports).toEqual([
      expect.objectContaining({
        adId: id,
        adTitle: 'Goedkope iPhone',
        count: 1,
        reasons: ['other'],
        texts: ['Prijs is te mooi om waar te zijn'],
      }),
    ]);
    // One report is not enough to take it offline.
    expect((await call(`/ads/${id}`, null)).status).toBe(200);
    await admin(`/admin/reports/${id}/dismiss`, { method: 'POST' });
  });

  it('takes an ad offline after reports from three people, except for its owner, until the operator dismisses them', async () => {
    const id = await insertAd(db(), { title: 'Namaak horloge Rolex', userId: people.owner.id });
    await report(id, people.ann, { reason: 'prohibited', text: 'Namaak' });
    await report(id, people.bo, { reason: 'prohibited' });
    // The same person twice is still two reporters' worth of nothing: the ad stays.
    expect((await report(id, people.bo)).status).toBe(409);
    expect(await listed()).toContain(id);
    expect((await report(id, people.cas, { reason: 'scam', text: 'Verkoper vraagt vooruitbetaling' })).status).toBe(201);

    expect((await call(`/ads/${id}`, null)).status).toBe(404);
    expect((await call(`/ads/${id}`, people.ann)).status).toBe(404);
    expect(await listed()).not.toContain(id);
    expect(await listed('search=rolex')).not.toContain(id);
    expect(await body<Ad>(await call(`/ads/${id}`, people.owner))).toMatchObject({ id, status: 'reported' });
    // Nobody can report an ad they can no longer see.
    expect((await report(id, people.dev)).status).toBe(404);

    const [summary] = (await reports()).reports;
    expect(summary).toMatchObject({ adId: id, status: 'reported', count: 3, reasons: ['prohibited', 'scam'] });
    expect(summary.texts).toEqual(['Verkoper vraagt vooruitbetaling', 'Namaak']);
    expect(new Date(summary.lastAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
    // Each report reached the operator's notification panel.
    expect((await body<AdminNotifications>(await admin('/admin/notifications'))).openReports).toBe(3);
    // The owner heard why the ad went offline.
    let mail: string | undefined;
    await until(async () => {
      mail = (await readMailFiles(path.join(tmp, 'mail'))).find(
        (m) => m.includes('To: olga@example.sr') && m.includes('tijdelijk offline'),
      );
      return !!mail;
    });
    expect(mail).toContain('Namaak horloge Rolex');

    expect((await call(`/admin/reports/${id}/dismiss`, null, { method: 'POST' })).status).toBe(401);
    const dismissed = await admin(`/admin/reports/${id}/dismiss`, { method: 'POST' });
    expect([dismissed.status, (await body(dismissed)).message]).toEqual([200, REPORT_MESSAGES.dismissed]);
    expect(await body<Ad>(await call(`/ads/${id}`, null))).toMatchObject({ id, status: 'approved' });
    expect(await listed()).toContain(id);
    expect((await reports()).reports).toEqual([]);
    expect((await body<AdminNotifications>(await admin('/admin/notifications'))).openReports).toBe(0);
    const again = await admin(`/admin/reports/${id}/dismiss`, { method: 'POST' });
    expect([again.status, (await body(again)).message]).toEqual([404, REPORT_MESSAGES.noReports]);
    const audit = await body<{ entries: AuditEntry[] }>(await admin('/admin/audit-log'));
    expect(audit.entries).toContainEqual(expect.objectContaining({ action: 'report.dismiss', targetType: 'ad', targetId: String(id) }));
  });

  it('lets the operator reject a reported ad with a reason: the owner gets the rejection mail and the reports are settled', async () => {
    const id = await insertAd(db(), { title: 'Vuurwerk zware klasse', userId: people.owner.id });
    for (const who of [people.ann, people.bo, people.cas]) expect((await report(id, who, { reason: 'prohibited' })).status).toBe(201);
    expect((await call(`/ads/${id}`, null)).status).toBe(404);

    const rejected = await admin(`/ads/${id}/status`, { method: 'PATCH', json: { status: 'rejected', reason: 'Verboden artikel' } });
    expect(rejected.status).toBe(200);
    expect(await body<Ad>(await call(`/ads/${id}`, people.owner))).toMatchObject({
      status: 'rejected',
      rejectionReason: 'Verboden artikel',
    });
    expect((await call(`/ads/${id}`, null)).status).toBe(404);
    expect((await reports()).reports).toEqual([]);
    let mail: string | undefined;
    await until(async () => {
      mail = (await readMailFiles(path.join(tmp, 'mail'))).find((m) => m.includes('To: olga@example.sr') && m.includes('is afgewezen'));
      return !!mail;
    });
    expect(mail).toContain('Vuurwerk zware klasse');
    expect(mail).toContain('Reden: Verboden artikel');
  });

  it('keeps the back-office list and answers to the admin token', async () => {
    expect((await call('/admin/reports', null)).status).toBe(401);
    expect((await call('/admin/reports', people.ann)).status).toBe(401);
    expect((await call(`/admin/review-reports/${crypto.randomUUID()}/dismiss`, null, { method: 'POST' })).status).toBe(401);
    expect((await call(`/admin/reviews/${crypto.randomUUID()}`, null, { method: 'DELETE' })).status).toBe(401);
    expect((await admin('/admin/reports/abc/dismiss', { method: 'POST' })).status).toBe(400);
    const missing = await admin('/admin/reports/999999/dismiss', { method: 'POST' });
    expect([missing.status, (await body(missing)).message]).toEqual([404, ADS_MESSAGES.adNotFound]);
  });

  it('takes reports of a review once per person; the operator removes the review or dismisses them', async () => {
    const rude = await insertReview(people.ann, 'Oplichter, nooit mee handelen!!!');
    const fair = await insertReview(people.bo, 'Kwam een uur te laat.');
    const reportReview = (id: string, who: Person | null, json: unknown = { reason: 'offensive' }) =>
      call(`/reviews/${id}/reports`, who, { json });

    expect((await reportReview(rude, null)).status).toBe(401);
    const bad = await reportReview(rude, people.owner, { reason: 'nep' });
    expect([bad.status, (await body(bad)).errors]).toEqual([400, { reason: REPORT_MESSAGES.reasonInvalid }]);
    const own = await reportReview(rude, people.ann);
    expect([own.status, (await body(own)).message]).toEqual([403, REPORT_MESSAGES.ownReview]);
    expect((await reportReview(crypto.randomUUID(), people.owner)).status).toBe(404);
    expect((await reportReview(rude, people.owner, { reason: 'offensive', text: 'Scheldt me uit' })).status).toBe(201);
    const again = await reportReview(rude, people.owner);
    expect([again.status, (await body(again)).message]).toEqual([409, REPORT_MESSAGES.reviewAlreadyReported]);
    expect((await reportReview(fair, people.owner, { reason: 'other', text: 'Klopt niet' })).status).toBe(201);

    const { reviewReports } = await reports();
    expect(reviewReports).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ reviewId: rude, reviewText: 'Oplichter, nooit mee handelen!!!', count: 1, reasons: ['offensive'] }),
        expect.objectContaining({ reviewId: fair, texts: ['Klopt niet'] }),
      ]),
    );

    const removed = await admin(`/admin/reviews/${rude}`, { method: 'DELETE' });
    expect([removed.status, (await body(removed)).message]).toEqual([200, REPORT_MESSAGES.reviewDeleted]);
    expect((await admin(`/admin/reviews/${rude}`, { method: 'DELETE' })).status).toBe(404);
    const dismissed = await admin(`/admin/review-reports/${fair}/dismiss`, { method: 'POST' });
    expect([dismissed.status, (await body(dismissed)).message]).toEqual([200, REPORT_MESSAGES.reviewDismissed]);

    const shown = (await body<ReviewList>(await call(`/users/${people.owner.id}/reviews`, null))).reviews.map((r) => r.id);
    expect(shown).toEqual([fair]);
    expect((await reports()).reviewReports).toEqual([]);
    const audit = await body<{ entries: AuditEntry[] }>(await admin('/admin/audit-log'));
    expect(audit.entries.map((e) => e.action)).toEqual(expect.arrayContaining(['review.delete', 'review-report.dismiss']));
  });

  it('counts throwaway accounts on one phone as one reporter, new accounts not at all, and refuses unconfirmed ones', async () => {
    const id = await insertAd(db(), { title: 'Scooter Yamaha', userId: people.owner.id });
    const first = await register('troll1@example.sr', 'Troll');
    const sock1 = await register('troll2@example.sr', 'Troll', first);
    const sock2 = await register('troll3@example.sr', 'Troll', first);
    for (const who of [first, sock1, sock2]) expect((await report(id, who)).status).toBe(201);
    expect((await call(`/ads/${id}`, null)).status).toBe(200);
    // Three people on phones of their own, but made today: their reports reach the operator and hide nothing.
    const fresh = await Promise.all(['n1', 'n2', 'n3'].map((n) => register(`${n}@example.sr`, 'Nieuw', undefined, 0)));
    for (const who of fresh) expect((await report(id, who)).status).toBe(201);
    expect((await call(`/ads/${id}`, null)).status).toBe(200);
    // An address nobody confirmed cannot report at all.
    const unconfirmed = await register('onbevestigd@example.sr', 'Onbe');
    await services[0].get(DataSource).query(`UPDATE accounts.users SET is_email_verified = false WHERE id = $1`, [unconfirmed.id]);
    await new Promise((r) => setTimeout(r, 1100)); // the gateway's session cache (1 s)
    const refused = await report(id, unconfirmed);
    expect([refused.status, (await body(refused)).message]).toEqual([403, REPORT_MESSAGES.emailNotVerified]);
    expect((await reports()).reports.find((r) => r.adId === id)?.count).toBe(6);
    await admin(`/admin/reports/${id}/dismiss`, { method: 'POST' });
  });

  it("takes five reports a day from one person; a hidden ad's owner asks for a review; serial hiding alerts the operator", async () => {
    const [eve, fay, gus] = await Promise.all(['eve', 'fay', 'gus'].map((n) => register(`${n}@example.sr`, n)));
    const targets = await Promise.all([1, 2, 3, 4, 5, 6].map((n) => insertAd(db(), { title: `Fiets ${n}`, userId: people.owner.id })));
    for (const id of targets.slice(0, 5)) expect((await report(id, eve)).status).toBe(201);
    const sixth = await report(targets[5], eve);
    expect([sixth.status, (await body(sixth)).message]).toEqual([429, REPORT_MESSAGES.tooManyToday]);
    // Three of eve's reports, joined by fay and gus, take three ads offline: the operator hears of eve (and of fay and gus).
    for (const id of targets.slice(0, 3)) for (const who of [fay, gus]) expect((await report(id, who)).status).toBe(201);
    for (const id of targets.slice(0, 3)) expect((await call(`/ads/${id}`, null)).status).toBe(404);
    const operatorMails = async () =>
      (await readMailFiles(path.join(tmp, 'mail'))).filter((m) => m.includes('To: support@surimarkt.sr') && m.includes('offline halen'));
    await until(async () => (await operatorMails()).some((m) => m.includes(eve.id)));
    expect((await operatorMails()).filter((m) => m.includes(eve.id))).toHaveLength(1);

    // The owner asks for a review at once; asked again, the operator hears of it once. Others and visible ads cannot.
    const ask = (id: number, who: Person) => call(`/ads/${id}/review-request`, who, { json: {} });
    expect((await ask(targets[0], eve)).status).toBe(404);
    const notHidden = await ask(targets[4], people.owner);
    expect([notHidden.status, (await body(notHidden)).message]).toEqual([409, REPORT_MESSAGES.notHidden]);
    const asked = await ask(targets[0], people.owner);
    expect([asked.status, (await body(asked)).message]).toEqual([200, REPORT_MESSAGES.reviewRequested]);
    expect((await ask(targets[0], people.owner)).status).toBe(200);
    const requests = async () =>
      (await readMailFiles(path.join(tmp, 'mail'))).filter((m) => m.includes('Beoordeling gevraagd') && m.includes('Fiets 1'));
    await until(async () => (await requests()).length > 0);
    await new Promise((r) => setTimeout(r, 300));
    expect(await requests()).toHaveLength(1);
    for (const id of targets) await admin(`/admin/reports/${id}/dismiss`, { method: 'POST' });
  });
});
