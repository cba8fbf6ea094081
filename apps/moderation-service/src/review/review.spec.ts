import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { type INestMicroservice } from '@nestjs/common';
import {
  ADMIN_MESSAGES,
  ADS_SUBJECTS,
  type AdWriteResponse,
  type EmailSettings,
  EVENT_SUBJECTS,
  MODERATION_SUBJECTS,
  type OwnAd,
  type UserRegisteredEvent,
} from '@surimarkt/contracts';
import { EventBus, eventStreamName } from '@surimarkt/server';
import { createTestNatsClient, mailParts, readMailFiles, startTestService, useTestDatabase } from '@surimarkt/server/testing';
import { connect } from 'nats';
import { DataSource } from 'typeorm';
import { startAdsService } from '../../../ads-service/src/testing/start-ads-service';
import { AppModule } from '../app.module';

// The review path over the real broker: ads-service → JetStream → moderation-service → JetStream → ads-service.
describe('moderation-service: the review queue', () => {
  useTestDatabase();
  const client = createTestNatsClient();
  const owner = randomUUID();
  let mailDir: string;
  let ads: { app: INestMicroservice; stop: () => Promise<void> };
  let moderation: INestMicroservice | undefined;
  let categoryId: number;

  const startModeration = async () => {
    moderation = await startTestService({ service: 'moderation', module: AppModule });
  };
  const db = () => ads.app.get(DataSource);
  const post = async (title: string, description = 'Goed onderhouden, ophalen in Paramaribo.') => {
    const reply = await client.ask<AdWriteResponse>(ADS_SUBJECTS.create, {
      userId: owner,
      title,
      description,
      price: 12500,
      currency: 'EUR',
      categoryId,
      location: 'Paramaribo',
      phone: '+597 8123456',
      agreeToTerms: true,
      images: [],
    });
    return reply.ad.id;
  };
  const queue = () =>
    db().query(`SELECT "ad_id", "flagged_words", "state", "kind" FROM "moderation"."review_queue" ORDER BY "ad_id"`) as Promise<
      { ad_id: number; flagged_words: string[]; state: string; kind: string }[]
    >;
  const until = async <T>(read: () => Promise<T>, done: (value: T) => boolean, ms = 15000): Promise<T> => {
    const end = Date.now() + ms;
    for (;;) {
      const value = await read();
      if (done(value) || Date.now() > end) return value;
      await new Promise((r) => setTimeout(r, 100));
    }
  };
  const mails = () => readMailFiles(mailDir);
  const linkOf = (mail: string, label: string) => {
    const url = new URL(
      mail
        .split('\n')
        .find((line) => line.startsWith(`${label}: `))!
        .slice(label.length + 2)
        .trim(),
    );
    return { action: url.searchParams.get('action'), id: Number(url.searchParams.get('id')), sig: url.searchParams.get('sig')! };
  };

  beforeAll(async () => {
    mailDir = await mkdtemp(path.join(tmpdir(), 'moderation-mail-'));
    process.env.MAIL_DIR = mailDir;
    process.env.SESSION_SECRET = 'test-session-secret-of-enough-length';
    ads = await startAdsService({ seedDemo: false });
    await startModeration();
    await client.connect();
    [{ id: categoryId }] = await db().query(`SELECT id FROM ads.categories WHERE slug = 'elektronica'`);
  });
  afterAll(async () => {
    await client.close();
    await Promise.all([moderation?.close(), ads?.stop()]);
    await rm(mailDir, { recursive: true, force: true });
  });

  it('finds every ad posted while it was down in its queue, each exactly once, even when an event comes twice', async () => {
    await moderation!.close();
    moderation = undefined;
    const ids = [await post('Fiets tijdens onderhoud 1'), await post('Fiets tijdens onderhoud 2'), await post('Fiets tijdens onderhoud 3')];
    await startModeration();
    const rows = await until(queue, (r) => ids.every((id) => r.some((q) => q.ad_id === id)));
    expect(rows.filter((r) => ids.includes(r.ad_id)).map((r) => [r.ad_id, r.state, r.kind])).toEqual(
      ids.map((id) => [id, 'pending', 'new']),
    );

    // The same event again under another JetStream message id (so the stream's own de-duplication lets it through).
    const nc = await connect({ servers: process.env.NATS_URL ?? 'nats://127.0.0.1:4222' });
    const { eventId } = (await db().query(`SELECT "event_id" AS "eventId" FROM "moderation"."handled_events" LIMIT 1`))[0];
    await nc.jetstream().publish(
      EVENT_SUBJECTS.adSubmitted,
      JSON.stringify({
        eventId,
        adId: ids[0],
        userId: owner,
        title: 'Overschreven?',
        description: '',
        kind: 'new',
        submittedAt: new Date().toISOString(),
      }),
      { msgID: randomUUID() },
    );
    await nc.drain();
    await new Promise((r) => setTimeout(r, 1000));
    const [first] = await db().query(`SELECT "title" FROM "moderation"."review_queue" WHERE "ad_id" = $1`, [ids[0]]);
    expect(first.title).toBe('Fiets tijdens onderhoud 1');
    expect((await queue()).filter((r) => ids.includes(r.ad_id))).toHaveLength(3);
    expect(eventStreamName()).toMatch(/^SURIMARKT_EVENTS_TEST_/);
  });

  it('holds an ad with banned words for review with the words found, in title or description, and after an edit too', async () => {
    const id = await post('Nieuwe iPhone, NAMAAK', 'Betaling via Western Union');
    const [row] = await until(
      async () => (await queue()).filter((r) => r.ad_id === id),
      (r) => r.length === 1,
    );
    expect(row.flagged_words).toEqual(['namaak', 'western union']);
    const clean = await post('Damesfiets in goede staat');
    const [cleanRow] = await until(
      async () => (await queue()).filter((r) => r.ad_id === clean),
      (r) => r.length === 1,
    );
    expect(cleanRow.flagged_words).toEqual([]);

    await client.ask(ADS_SUBJECTS.update, {
      id: clean,
      userId: owner,
      title: 'Damesfiets, betalen met gift card',
      description: 'Goed onderhouden.',
      price: 9000,
      currency: 'EUR',
      categoryId,
      location: 'Paramaribo',
      phone: '+597 8123456',
    });
    const [edited] = await until(
      async () => (await queue()).filter((r) => r.ad_id === clean),
      (r) => r[0]?.kind === 'edited',
    );
    expect(edited).toMatchObject({ kind: 'edited', state: 'pending', flagged_words: ['gift card'] });
  });

  it('mails the operator one-click links that work once, unaltered and after login only through the admin call', async () => {
    const before = (await mails()).length;
    const id = await post('Koelkast met vriesvak');
    const all = await until(mails, (m) => m.some((mail) => mail.includes(`Advertentie-ID: ${id}`)));
    expect(all.length).toBeGreaterThan(before);
    const mail = all.find((m) => m.includes(`Advertentie-ID: ${id}`))!;
    expect(mail).toContain('Koelkast met vriesvak');
    // The price, as the ad will show it (the post helper asks 12500 cents in EUR), in both parts.
    const { text, html } = mailParts(mail);
    expect(text).toContain('Prijs: € 125,00');
    expect(html).toContain('€ 125,00');
    const approve = linkOf(mail, 'Goedkeuren');
    const reject = linkOf(mail, 'Afwijzen');
    expect(approve).toMatchObject({ action: 'approve', id });

    const altered = { ...approve, sig: approve.sig.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')) };
    await expect(client.ask(MODERATION_SUBJECTS.emailAction, altered)).rejects.toMatchObject({
      code: 'VALIDATION',
      message: ADMIN_MESSAGES.linkInvalid,
    });
    await expect(client.ask(MODERATION_SUBJECTS.emailAction, { ...reject, action: 'approve' })).rejects.toMatchObject({
      message: ADMIN_MESSAGES.linkInvalid,
    });

    const done = await client.ask<{ message: string; ad: OwnAd }>(MODERATION_SUBJECTS.emailAction, approve);
    expect(done).toMatchObject({ message: ADMIN_MESSAGES.autoApproved, ad: { id, status: 'approved' } });
    await expect(client.ask(MODERATION_SUBJECTS.emailAction, approve)).rejects.toMatchObject({ message: ADMIN_MESSAGES.linkInvalid });
    const [decision] = await db().query(`SELECT "status", "source" FROM "moderation"."decisions" WHERE "ad_id" = $1`, [id]);
    expect(decision).toEqual({ status: 'approved', source: 'email-link' });

    const other = await post('Wasmachine 7 kg');
    const otherMail = (await until(mails, (m) => m.some((x) => x.includes(`Advertentie-ID: ${other}`)))).find((x) =>
      x.includes(`Advertentie-ID: ${other}`),
    )!;
    const rejected = await client.ask<{ message: string; ad: OwnAd }>(MODERATION_SUBJECTS.emailAction, linkOf(otherMail, 'Afwijzen'));
    expect(rejected).toMatchObject({
      message: ADMIN_MESSAGES.autoRejected,
      ad: { status: 'rejected', rejectionReason: ADMIN_MESSAGES.emailLinkReason },
    });
  });

  it('never lets a used link, however respelled, decide on an edit made since', async () => {
    const id = await post('Fornuis met oven');
    const mailOf = async (title: string) =>
      (await until(mails, (m) => m.some((x) => x.includes(title)))).filter((x) => x.includes(title)).pop()!;
    const approve = linkOf(await mailOf('Fornuis met oven'), 'Goedkeuren');
    expect(approve.sig).toMatch(/^\d{10}\.[A-Za-z0-9_-]{43}$/);
    await client.ask(MODERATION_SUBJECTS.emailAction, approve);
    // The owner edits the approved ad: it goes back to review, and the operator gets a new mail.
    await client.ask(ADS_SUBJECTS.update, {
      id,
      userId: owner,
      title: 'ONBEOORDEELD: bel 0900-OPLICHTER',
      description: 'Goed onderhouden, ophalen in Paramaribo.',
      price: 12500,
      currency: 'EUR',
      categoryId,
      location: 'Paramaribo',
      phone: '+597 8123456',
    });
    const fresh = linkOf(await mailOf('ONBEOORDEELD'), 'Goedkeuren');
    for (const sig of [approve.sig, `0${approve.sig}`, `00${approve.sig}`, ` ${approve.sig}`, `${approve.sig}=`]) {
      await expect(client.ask(MODERATION_SUBJECTS.emailAction, { ...approve, sig })).rejects.toMatchObject({
        message: ADMIN_MESSAGES.linkInvalid,
      });
    }
    const [ad] = await db().query(`SELECT "status" FROM "ads"."ads" WHERE "id" = $1`, [id]);
    expect(ad.status).toBe('pending');
    // The link mailed for the edit is the one that decides it.
    expect(await client.ask(MODERATION_SUBJECTS.emailAction, fresh)).toMatchObject({ ad: { id, status: 'approved' } });
  });

  it('sends no mail for new ads once the operator switched it off', async () => {
    await expect(
      client.ask<EmailSettings>(MODERATION_SUBJECTS.saveEmailSettings, { emailNotificationAds: false, emailNotificationUsers: true }),
    ).resolves.toEqual({ emailNotificationAds: false, emailNotificationUsers: true });
    const id = await post('Stille advertentie');
    await until(
      async () => (await queue()).filter((r) => r.ad_id === id),
      (r) => r.length === 1,
    );
    await new Promise((r) => setTimeout(r, 300));
    expect((await mails()).some((m) => m.includes(`Advertentie-ID: ${id}`))).toBe(false);
    await client.ask(MODERATION_SUBJECTS.saveEmailSettings, { emailNotificationAds: true, emailNotificationUsers: true });
  });

  it('has a decision applied by the ads-service from the event when it was down, and never an older one over a newer', async () => {
    const id = await post('Tafel met zes stoelen');
    const { ad } = await client.ask<{ ad: OwnAd }>(MODERATION_SUBJECTS.decide, { id, status: 'approved', source: 'back-office' });
    expect(ad.status).toBe('approved');
    const [{ max }] = await db().query(`SELECT max("id")::int AS max FROM "moderation"."decisions"`);

    await ads.stop();
    const bus = new EventBus(process.env.NATS_URL ?? 'nats://127.0.0.1:4222');
    await bus.publish(EVENT_SUBJECTS.adDecided, {
      eventId: randomUUID(),
      decisionId: max + 2,
      adId: id,
      status: 'rejected',
      reason: 'Dubbele advertentie',
    } as never);
    await bus.publish(EVENT_SUBJECTS.adDecided, {
      eventId: randomUUID(),
      decisionId: max + 1,
      adId: id,
      status: 'approved',
      reason: null,
    } as never);
    await bus.onApplicationShutdown();
    ads = await startAdsService({ seedDemo: false });
    const status = () =>
      db()
        .query(`SELECT "status", "rejection_reason" FROM "ads"."ads" WHERE "id" = $1`, [id])
        .then((r: { status: string }[]) => r[0]);
    const after = await until(status, (s) => s.status === 'rejected');
    expect(after).toEqual({ status: 'rejected', rejection_reason: 'Dubbele advertentie' });
    await new Promise((r) => setTimeout(r, 500));
    expect(await status()).toEqual({ status: 'rejected', rejection_reason: 'Dubbele advertentie' });
  });

  it('keeps a decision made before the submission reached the queue (a redelivery after a killed replica)', async () => {
    const id = await post('Koelkast met vriesvak');
    const [queued] = await until(
      () => db().query(`SELECT "user_id", "submitted_at" FROM "moderation"."review_queue" WHERE "ad_id" = $1`, [id]),
      (r) => r.length === 1,
    );
    await client.ask(MODERATION_SUBJECTS.decide, { id, status: 'approved', source: 'back-office' });
    const submitted = (submittedAt: string) => ({
      eventId: randomUUID(),
      adId: id,
      userId: queued.user_id,
      title: 'Koelkast met vriesvak',
      description: 'Goed onderhouden, ophalen in Paramaribo.',
      kind: 'new',
      submittedAt,
    });
    const state = () =>
      db()
        .query(`SELECT "state", "decided_at" IS NOT NULL AS "decided" FROM "moderation"."review_queue" WHERE "ad_id" = $1`, [id])
        .then((r: { state: string; decided: boolean }[]) => r[0]);
    const handled = () =>
      db()
        .query(`SELECT count(*)::int AS n FROM "moderation"."handled_events"`)
        .then((r: { n: number }[]) => r[0].n);
    const bus = new EventBus(process.env.NATS_URL ?? 'nats://127.0.0.1:4222');

    // The submission this decision was about, delivered (for the first time, as far as the queue knows) after it.
    let before = await handled();
    await bus.publish(EVENT_SUBJECTS.adSubmitted, submitted(new Date(queued.submitted_at).toISOString()) as never);
    await until(handled, (n) => n > before);
    expect(await state()).toEqual({ state: 'approved', decided: true });
    await new Promise((r) => setTimeout(r, 300));
    expect((await mails()).filter((m) => m.includes(`Advertentie-ID: ${id}`))).toHaveLength(1);

    // An edit submitted after the decision is asked about again.
    before = await handled();
    await bus.publish(EVENT_SUBJECTS.adSubmitted, submitted(new Date().toISOString()) as never);
    await until(handled, (n) => n > before);
    expect(await state()).toEqual({ state: 'pending', decided: false });
    await bus.onApplicationShutdown();
  });

  it('mails the operator about a new user once, and not while that switch is off', async () => {
    const bus = new EventBus(process.env.NATS_URL ?? 'nats://127.0.0.1:4222');
    const event: UserRegisteredEvent = {
      eventId: randomUUID(),
      userId: randomUUID(),
      firstName: 'Sita',
      lastName: 'Ramdin',
      email: 'sita@example.sr',
      accountType: 'user',
    };
    await bus.publish(EVENT_SUBJECTS.userRegistered, event);
    await bus.publish(EVENT_SUBJECTS.userRegistered, { ...event }); // the same event again: one mail
    const found = await until(mails, (m) => m.some((x) => x.includes('Naam: Sita Ramdin')));
    await new Promise((r) => setTimeout(r, 300));
    expect((await mails()).filter((x) => x.includes('Naam: Sita Ramdin'))).toHaveLength(1);
    expect(found.find((x) => x.includes('Naam: Sita Ramdin'))).toContain('To: support@surimarkt.sr');

    // A first name that is a message with a link is neither printed nor linked in the operator's mail.
    const phishing = 'Uw account wordt verwijderd. Voorkom dit via https://evil.example/login';
    await bus.publish(EVENT_SUBJECTS.userRegistered, {
      ...event,
      eventId: randomUUID(),
      firstName: phishing,
      email: 'x@example.sr',
    } as UserRegisteredEvent);
    const odd = (await until(mails, (m) => m.some((x) => x.includes('x@example.sr')))).find((x) => x.includes('x@example.sr'))!;
    expect(odd).not.toMatch(/evil|verwijderd/);
    expect(odd).toContain('Naam: (niet getoond');

    await client.ask(MODERATION_SUBJECTS.saveEmailSettings, { emailNotificationAds: true, emailNotificationUsers: false });
    await bus.publish(EVENT_SUBJECTS.userRegistered, { ...event, eventId: randomUUID(), firstName: 'Ravi' } as UserRegisteredEvent);
    await new Promise((r) => setTimeout(r, 800));
    expect((await mails()).some((x) => x.includes('Naam: Ravi Ramdin'))).toBe(false);
    await client.ask(MODERATION_SUBJECTS.saveEmailSettings, { emailNotificationAds: true, emailNotificationUsers: true });
    await bus.onApplicationShutdown();
  });

  it('answers 404 for a decision on an ad that does not exist, and records nothing', async () => {
    await expect(client.ask(MODERATION_SUBJECTS.decide, { id: 999999, status: 'approved', source: 'back-office' })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    expect(await db().query(`SELECT 1 FROM "moderation"."decisions" WHERE "ad_id" = 999999`)).toEqual([]);
  });
});
