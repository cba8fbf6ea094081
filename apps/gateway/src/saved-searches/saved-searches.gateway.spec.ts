import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type INestMicroservice } from '@nestjs/common';
import {
  type HttpErrorBody,
  SAVED_SEARCH_MESSAGES as M,
  SAVED_SEARCHES_MAX,
  type SavedSearchList,
  type SavedSearchWriteResponse,
} from '@surimarkt/contracts';
import { bootstrapService } from '@surimarkt/server';
import { mailParts, readMailFiles, useTestDatabase } from '@surimarkt/server/testing';
import { DataSource } from 'typeorm';
import { AppModule as AccountsModule } from '../../../accounts-service/src/app.module';
import { AdModerationService } from '../../../ads-service/src/moderation/ad-moderation.service';
import { SavedSearchAlerts } from '../../../ads-service/src/saved-searches/saved-search-alerts.service';
import { insertAd } from '../../../ads-service/src/testing/insert-ad';
import { startAdsService } from '../../../ads-service/src/testing/start-ads-service';
import { registerPerson } from '../testing/test-person';
import { startTestGateway, type TestGateway } from '../testing/test-gateway';

// Saved searches as a user meets them: saving from a search, the alert mail for a newly approved ad (once, whatever
// happens in between), the daily digest, and the unsubscribe link that works without login.
describe('gateway: saved searches and their e-mail alerts', () => {
  useTestDatabase();
  const natsUrl = process.env.NATS_URL ?? 'nats://127.0.0.1:4222';
  let gateway: TestGateway;
  let accounts: INestMicroservice;
  let ads: { app: INestMicroservice; stop: () => Promise<void> };
  let tmp: string;
  let decision = 0;
  const people: Record<'saver' | 'seller' | 'other', { id: string; cookie: string }> = {} as never;

  const db = () => ads.app.get(DataSource);
  const call = (p: string, cookie: string | null, init: { method?: string; json?: unknown } = {}) =>
    fetch(`${gateway.url}/api${p}`, {
      method: init.method ?? (init.json !== undefined ? 'POST' : 'GET'),
      headers: {
        origin: gateway.url,
        ...(cookie ? { cookie } : {}),
        ...(init.json !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      body: init.json !== undefined ? JSON.stringify(init.json) : undefined,
    });
  const body = async <T = HttpErrorBody>(res: Response) => (await res.json()) as T;
  const save = async (cookie: string, json: unknown) => body<SavedSearchWriteResponse>(await call('/saved-searches', cookie, { json }));
  const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  /** The alerts (not the saver's own ads' notices) to the saver that mention the text, with their headers. */
  const alertsAbout = async (text: string) =>
    (await readMailFiles(path.join(tmp, 'mail'))).filter(
      (mail) => mail.includes('To: anna@example.sr') && mail.includes('List-Unsubscribe-Post') && mailParts(mail).text.includes(text),
    );
  const rawMails = async () => {
    const dir = path.join(tmp, 'mail');
    return Promise.all((await readdir(dir)).map((file) => readFile(path.join(dir, file), 'utf8')));
  };
  const waitForAlerts = async (text: string, count: number) => {
    for (let i = 0; i < 200 && (await alertsAbout(text)).length < count; i++) await pause(50);
    return alertsAbout(text);
  };

  /** The ads-service applies the back-office's decision, as the moderation-service's request does. */
  const decide = (adId: number, status: 'approved' | 'rejected') =>
    ads.app
      .get(AdModerationService)
      .applyDecision({ decisionId: ++decision, adId, status, reason: status === 'rejected' ? 'Niet toegestaan' : null });
  const pendingAd = (
    title: string,
    userId = people.seller.id,
    fields: { price?: number; currency?: 'EUR' | 'SRD'; location?: string } = {},
  ) => insertAd(db(), { title, description: `${title}, zo goed als nieuw.`, userId, status: 'pending', ...fields });

  const register = (email: string, firstName: string) => registerPerson(gateway.url, accounts.get(DataSource), email, firstName);

  beforeAll(async () => {
    tmp = await mkdtemp(path.join(tmpdir(), 'gateway-saved-searches-'));
    process.env.MAIL_DIR = path.join(tmp, 'mail');
    accounts = await bootstrapService({ service: 'accounts', module: AccountsModule, natsUrl, logLevel: 'silent' });
    ads = await startAdsService({ seedDemo: false, uploadsDir: tmp });
    gateway = await startTestGateway({ UPLOADS_DIR: tmp, CACHE_TTL_MS: '0' });
    people.saver = await register('anna@example.sr', 'Anna');
    people.seller = await register('sam@example.sr', 'Sam');
    people.other = await register('olga@example.sr', 'Olga');
  });
  afterAll(async () => {
    await gateway?.close();
    await Promise.all([accounts?.close(), ads?.stop()]);
    await rm(tmp, { recursive: true, force: true });
    delete process.env.MAIL_DIR;
  });

  it('saves, lists, renames, pauses and deletes only the own searches of a logged-in user', async () => {
    expect((await call('/saved-searches', null)).status).toBe(401);
    expect((await call('/saved-searches', null, { json: { query: { search: 'tv' }, frequency: 'instant' } })).status).toBe(401);

    const bad = await call('/saved-searches', people.other.cookie, { json: { query: { search: 'tv' }, frequency: 'wekelijks' } });
    expect([bad.status, (await body(bad)).message]).toEqual([400, M.frequencyInvalid]);
    // No term and no filter is every new ad (the newest ads' page): never one mail per ad.
    const everyAd = await call('/saved-searches', people.other.cookie, { json: { query: { search: '  ' }, frequency: 'instant' } });
    expect([everyAd.status, (await body(everyAd)).message]).toEqual([400, M.everythingDailyOnly]);

    const created = await call('/saved-searches', people.other.cookie, {
      json: { query: { search: 'Televisie', location: 'Wanica', maxPrice: 50000 }, frequency: 'daily' },
    });
    expect(created.status).toBe(201);
    const { savedSearch, message } = await body<SavedSearchWriteResponse>(created);
    expect(message).toBe(M.saved);
    expect(savedSearch).toMatchObject({ frequency: 'daily', active: true });
    expect(savedSearch.name.replace(/\s/g, ' ')).toBe('"Televisie" · Wanica · tot € 500,00');

    const renamed = await call(`/saved-searches/${savedSearch.id}`, people.other.cookie, {
      method: 'PATCH',
      json: { name: 'Tv voor oma', active: false, frequency: 'instant' },
    });
    expect((await body<SavedSearchWriteResponse>(renamed)).savedSearch).toMatchObject({
      name: 'Tv voor oma',
      active: false,
      frequency: 'instant',
    });
    expect(await body<SavedSearchList>(await call('/saved-searches', people.other.cookie))).toEqual({
      savedSearches: [
        {
          id: savedSearch.id,
          name: 'Tv voor oma',
          query: { search: 'Televisie', location: 'Wanica', maxPrice: 50000 },
          frequency: 'instant',
          active: false,
        },
      ],
    });

    // Another user neither sees nor changes it.
    expect((await body<SavedSearchList>(await call('/saved-searches', people.seller.cookie))).savedSearches).toEqual([]);
    const foreign = await call(`/saved-searches/${savedSearch.id}`, people.seller.cookie, { method: 'PATCH', json: { active: true } });
    expect([foreign.status, (await body(foreign)).message]).toEqual([404, M.notFound]);
    expect((await call(`/saved-searches/${savedSearch.id}`, people.seller.cookie, { method: 'DELETE' })).status).toBe(404);
    expect((await call(`/saved-searches/abc`, people.other.cookie, { method: 'DELETE' })).status).toBe(400);

    expect((await call(`/saved-searches/${savedSearch.id}`, people.other.cookie, { method: 'DELETE' })).status).toBe(200);
    expect((await body<SavedSearchList>(await call('/saved-searches', people.other.cookie))).savedSearches).toEqual([]);
  });

  it(`keeps at most ${SAVED_SEARCHES_MAX} searches per user`, async () => {
    for (let i = 0; i < SAVED_SEARCHES_MAX; i++) await save(people.other.cookie, { query: { search: `woord${i}` }, frequency: 'daily' });
    const over = await call('/saved-searches', people.other.cookie, { json: { query: { search: 'teveel' }, frequency: 'daily' } });
    expect([over.status, (await body(over)).message]).toEqual([409, M.tooMany]);
    await db().query(`DELETE FROM ads.saved_searches WHERE user_id = $1`, [people.other.id]);
  });

  it('saves no search that mails for an address nobody confirmed', async () => {
    const unconfirmed = await register('onbevestigd@example.sr', 'Otto');
    await accounts.get(DataSource).query(`UPDATE accounts.users SET is_email_verified = false WHERE id = $1`, [unconfirmed.id]);
    await new Promise((r) => setTimeout(r, 1100)); // the gateway's session cache (1 s)
    const refused = await call('/saved-searches', unconfirmed.cookie, { json: { query: { search: 'auto' }, frequency: 'instant' } });
    expect([refused.status, (await body(refused)).message]).toEqual([403, M.emailNotVerified]);
    expect(await db().query(`SELECT 1 FROM ads.saved_searches WHERE user_id = $1`, [unconfirmed.id])).toEqual([]);
  });

  it('mails a newly approved matching ad once: not the saver’s own, not again when approved again', async () => {
    await save(people.saver.cookie, { name: 'Fiets zoeken', query: { search: 'fietsen' }, frequency: 'instant' });
    const own = await pendingAd('Mijn eigen fiets', people.saver.id);
    const other = await pendingAd('Gazelle fiets', people.seller.id);
    const elsewhere = await pendingAd('Koelkast Bosch', people.seller.id);
    await decide(own, 'approved');
    await decide(other, 'approved');
    await decide(elsewhere, 'approved');

    const [alert, ...more] = await waitForAlerts('Gazelle fiets', 1);
    expect(more).toEqual([]);
    // The headers as sent (readMailFiles decodes quoted-printable, which would garble '=1.' in the address).
    const raw = (await rawMails()).find((mail) => mail.includes('To: anna@example.sr') && mail.includes('Gazelle')) ?? '';
    expect(raw).toMatch(/List-Unsubscribe-Post: List-Unsubscribe=One-Click/);
    expect(raw.replace(/\r?\n[ \t]+/g, '')).toMatch(
      /List-Unsubscribe: ?<http[^>]+\/api\/saved-searches\/unsubscribe\?token=\d+\.[\w-]{43}>/,
    );
    expect(mailParts(alert).text).toContain(`/ad/${other}`);
    expect(await alertsAbout('Mijn eigen fiets')).toEqual([]);
    expect(await alertsAbout('Koelkast')).toEqual([]);

    // Taken offline and approved again (an edit, a second review): the saver already knows this ad.
    await decide(other, 'rejected');
    await decide(other, 'approved');
    await pause(500);
    await ads.app.get(SavedSearchAlerts).sendInstant();
    await pause(500);
    expect(await alertsAbout('Gazelle fiets')).toHaveLength(1);
  });

  it('compares a price range in either currency with every ad’s price at today’s rate (40 until set)', async () => {
    await save(people.saver.cookie, { name: 'Ventilator', query: { search: 'ventilator', maxPrice: 1000 }, frequency: 'instant' });
    const query = { search: 'boormachine', minPrice: 40000, priceCurrency: 'SRD' };
    await save(people.saver.cookie, { name: 'Boormachine', query, frequency: 'instant' });
    const ads = [
      await pendingAd('Ventilator SRD 380', people.seller.id, { price: 38000, currency: 'SRD' }),
      await pendingAd('Ventilator 11 euro', people.seller.id, { price: 1100, currency: 'EUR' }),
      await pendingAd('Boormachine 11 euro', people.seller.id, { price: 1100, currency: 'EUR' }),
      await pendingAd('Boormachine SRD 300', people.seller.id, { price: 30000, currency: 'SRD' }),
    ];
    for (const ad of ads) await decide(ad, 'approved');
    // €10 is SRD 400: the SRD 380 ad is under it; SRD 400 is €10: the €11 ad is over it.
    expect(await waitForAlerts('Ventilator SRD 380', 1)).toHaveLength(1);
    expect(await waitForAlerts('Boormachine 11 euro', 1)).toHaveLength(1);
    expect([await alertsAbout('Ventilator 11 euro'), await alertsAbout('Boormachine SRD 300')]).toEqual([[], []]);
  });

  it('keeps a category page’s own filters (kenmerken): only ads with those values alert', async () => {
    const [category] = await db().query(`SELECT "id", "slug" FROM "ads"."categories" WHERE "parent_id" IS NULL ORDER BY "id" LIMIT 1`);
    await db().query(
      `INSERT INTO "ads"."filters" ("category_slug", "field", "label", "type", "options") VALUES ($1, 'merk', 'Merk', 'select', $2)`,
      [category.slug, ['Bosch', 'Makita']],
    );
    const attr = JSON.stringify({ merk: 'Makita' });
    // Filters belong to a category: without one they cannot be kept.
    expect((await call('/saved-searches', people.saver.cookie, { json: { query: { attr }, frequency: 'instant' } })).status).toBe(400);
    const saved = await save(people.saver.cookie, {
      query: { search: 'zaagmachine', categoryId: category.id, attr },
      frequency: 'instant',
    });
    expect(saved.savedSearch.query).toEqual({ search: 'zaagmachine', categoryId: category.id, attr });
    const makita = await pendingAd('Zaagmachine Makita', people.seller.id);
    const bosch = await pendingAd('Zaagmachine Bosch', people.seller.id);
    await db().query(`UPDATE "ads"."ads" SET "attributes" = $2 WHERE "id" = $1`, [makita, { merk: 'Makita' }]);
    await db().query(`UPDATE "ads"."ads" SET "attributes" = $2 WHERE "id" = $1`, [bosch, { merk: 'Bosch' }]);
    await decide(bosch, 'approved');
    await decide(makita, 'approved');
    expect(await waitForAlerts('Zaagmachine Makita', 1)).toHaveLength(1);
    expect(await alertsAbout('Zaagmachine Bosch')).toEqual([]);
  });

  it('mails once when the matching service restarts between the approval and the mail', async () => {
    const ad = await pendingAd('Batavus fiets', people.seller.id);
    await decide(ad, 'approved');
    await ads.stop();
    ads = await startAdsService({ seedDemo: false, uploadsDir: tmp });
    expect(await waitForAlerts('Batavus fiets', 1)).toHaveLength(1);
    await pause(1000);
    expect(await alertsAbout('Batavus fiets')).toHaveLength(1);
  });

  it('sends a daily digest at 08:00 of the ads that still match, once', async () => {
    await save(people.saver.cookie, { name: 'Scooter Nickerie', query: { search: 'scooter', location: 'Nickerie' }, frequency: 'daily' });
    const kept = await pendingAd('Scooter Yamaha', people.seller.id, { location: 'Nickerie' });
    const withdrawn = await pendingAd('Scooter Honda', people.seller.id, { location: 'Nickerie' });
    const farAway = await pendingAd('Scooter Piaggio', people.seller.id, { location: 'Wanica' });
    for (const id of [kept, withdrawn, farAway]) await decide(id, 'approved');
    await decide(withdrawn, 'rejected');
    await pause(500);
    expect(await alertsAbout('Scooter')).toEqual([]);

    await ads.app.get(SavedSearchAlerts).sendDailyDigests();
    const [digest, ...more] = await waitForAlerts('Scooter Nickerie', 1);
    expect(more).toEqual([]);
    const { text } = mailParts(digest);
    expect(text).toContain('Scooter Yamaha');
    expect(text).not.toContain('Scooter Honda');
    expect(text).not.toContain('Scooter Piaggio');

    await ads.app.get(SavedSearchAlerts).sendDailyDigests();
    await pause(500);
    expect(await alertsAbout('Scooter Nickerie')).toHaveLength(1);
  });

  it('stops the alerts through the link in the mail, without login', async () => {
    const [alert] = await alertsAbout('Gazelle fiets');
    const link = /https?:\/\/\S+\/unsubscribe\?token=([\w.-]+)/.exec(mailParts(alert).text);
    expect(link).not.toBeNull();
    const token = link![1];

    const forged = await call('/saved-searches/unsubscribe', null, { json: { token: token.replace(/^\d+/, '999') } });
    expect([forged.status, (await body(forged)).message]).toEqual([400, M.tokenInvalid]);
    const done = await call('/saved-searches/unsubscribe', null, { json: { token } });
    // It names the search that stopped: 'Je ontvangt geen meldingen meer voor de zoekopdracht "Fiets zoeken"'.
    expect([done.status, (await body(done)).message]).toEqual([200, M.unsubscribedFrom('Fiets zoeken')]);
    const list = await body<SavedSearchList>(await call('/saved-searches', people.saver.cookie));
    expect(list.savedSearches.find((s) => s.name === 'Fiets zoeken')).toMatchObject({ active: false });

    // A mail program's one-click button posts a form to the header's address.
    const oneClick = await fetch(`${gateway.url}/api/saved-searches/unsubscribe?token=${token}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.status).toBe(200);

    const ad = await pendingAd('Sparta fiets', people.seller.id);
    await decide(ad, 'approved');
    await pause(1000);
    expect(await alertsAbout('Sparta fiets')).toEqual([]);
  });

  it("mails every new ad of the day to a saver of the newest ads' page, in the daily digest only", async () => {
    const { savedSearch } = await save(people.saver.cookie, { query: {}, frequency: 'daily' });
    expect(savedSearch).toMatchObject({ name: M.everythingName, frequency: 'daily' });
    const instant = await call(`/saved-searches/${savedSearch.id}`, people.saver.cookie, {
      method: 'PATCH',
      json: { frequency: 'instant' },
    });
    expect([instant.status, (await body(instant)).message]).toEqual([400, M.everythingDailyOnly]);

    const first = await pendingAd('Koelkast Samsung', people.seller.id, { location: 'Coronie' });
    const second = await pendingAd('Grasmaaier Honda', people.other.id, { location: 'Para' });
    for (const id of [first, second]) await decide(id, 'approved');
    await pause(500);
    expect(await alertsAbout('Koelkast Samsung')).toEqual([]);
    await ads.app.get(SavedSearchAlerts).sendDailyDigests();
    const [digest, ...more] = await waitForAlerts('Koelkast Samsung', 1);
    expect(more).toEqual([]);
    expect(mailParts(digest).text).toContain('Grasmaaier Honda');

    expect((await call(`/saved-searches/${savedSearch.id}`, people.saver.cookie, { method: 'DELETE' })).status).toBe(200);
  });

  it("saves the featured ads' page alone, and no approval alerts it (the featuring does: business spec)", async () => {
    const mixed = await call('/saved-searches', people.saver.cookie, {
      json: { query: { featured: true, location: 'Para' }, frequency: 'instant' },
    });
    expect([mixed.status, (await body(mixed)).message]).toEqual([400, M.queryInvalid]);
    const { savedSearch } = await save(people.saver.cookie, { query: { featured: true }, frequency: 'instant' });
    expect(savedSearch).toMatchObject({ name: M.featuredName, frequency: 'instant', query: { featured: true } });

    await decide(await pendingAd('Waterkoker Philips', people.seller.id), 'approved');
    await ads.app.get(SavedSearchAlerts).sendDailyDigests();
    await pause(500);
    expect(await alertsAbout('Waterkoker Philips')).toEqual([]);
    expect((await call(`/saved-searches/${savedSearch.id}`, people.saver.cookie, { method: 'DELETE' })).status).toBe(200);
  });
});
