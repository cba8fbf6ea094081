import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type INestMicroservice } from '@nestjs/common';
import { type DataExport, SECRET_COLUMN } from '@surimarkt/contracts';
import { bootstrapService } from '@surimarkt/server';
import { useTestDatabase } from '@surimarkt/server/testing';
import { DataSource } from 'typeorm';
import { AppModule as AccountsModule } from '../../../accounts-service/src/app.module';
import { insertAd } from '../../../ads-service/src/testing/insert-ad';
import { startAdsService } from '../../../ads-service/src/testing/start-ads-service';
import { AppModule as BillingModule } from '../../../billing-service/src/app.module';
import { AppModule as ModerationModule } from '../../../moderation-service/src/app.module';
import { registerPerson } from '../testing/test-person';
import { startTestGateway, type TestGateway } from '../testing/test-gateway';

type Person = { id: string; cookie: string };

/** Every key of a JSON value, however deep. */
function keysOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(keysOf);
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, inner]) => [key, ...keysOf(inner)]);
  return [];
}

// 'Download mijn gegevens': one JSON file with what every service holds about the user, never a secret, and only
// for the user themselves. Real accounts, ads, billing and moderation services.
describe('gateway: data export', () => {
  useTestDatabase();
  const natsUrl = process.env.NATS_URL ?? 'nats://127.0.0.1:4222';
  let gateway: TestGateway;
  let services: INestMicroservice[] = [];
  let ads: { app: INestMicroservice; stop: () => Promise<void> };
  let tmp: string;

  const call = (p: string, who: Person | null, json?: unknown) =>
    fetch(`${gateway.url}/api${p}`, {
      method: json !== undefined ? 'POST' : 'GET',
      headers: {
        origin: gateway.url,
        ...(who ? { cookie: who.cookie } : {}),
        ...(json !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      body: json !== undefined ? JSON.stringify(json) : undefined,
    });

  const register = (email: string, firstName: string) => registerPerson(gateway.url, services[0].get(DataSource), email, firstName);

  beforeAll(async () => {
    tmp = await mkdtemp(path.join(tmpdir(), 'gateway-export-'));
    process.env.MAIL_DIR = path.join(tmp, 'mail');
    services = [
      await bootstrapService({ service: 'accounts', module: AccountsModule, natsUrl, logLevel: 'silent' }),
      await bootstrapService({ service: 'moderation', module: ModerationModule, natsUrl, logLevel: 'silent' }),
      await bootstrapService({ service: 'billing', module: BillingModule, natsUrl, logLevel: 'silent' }),
    ];
    ads = await startAdsService({ seedDemo: false, uploadsDir: tmp });
    gateway = await startTestGateway({ UPLOADS_DIR: tmp });
  });
  afterAll(async () => {
    await gateway?.close();
    await Promise.all([...services.map((s) => s.close()), ads?.stop()]);
    await rm(tmp, { recursive: true, force: true });
    delete process.env.MAIL_DIR;
  });

  it("answers the user's profile, ads, favourites, bids and messages as one download, without any secret", async () => {
    const rita = await register('rita@example.sr', 'Rita');
    const sam = await register('sam@example.sr', 'Sam');
    const db = ads.app.get(DataSource);
    const own = await insertAd(db, { title: 'Rita haar naaimachine', userId: rita.id });
    const other = await insertAd(db, { title: 'Sam zijn bromfiets', userId: sam.id });
    expect((await call('/favorites', rita, { adId: other })).status).toBe(201);
    expect((await call(`/ads/${other}/bids`, rita, { amount: 90000, message: 'Kan het voor 900?' })).status).toBe(201);
    expect((await call(`/ads/${other}/conversations`, rita, { text: 'Rijdt hij nog goed?' })).status).toBe(201);
    const saved = await call('/saved-searches', rita, { name: 'Bromfietsen', query: { search: 'bromfiets' }, frequency: 'daily' });
    expect(saved.status).toBe(201);

    expect((await call('/auth/export', null)).status).toBe(401);
    const res = await call('/auth/export', rita);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="surimarkt-gegevens-\d{4}-\d{2}-\d{2}\.json"$/);
    expect(res.headers.get('cache-control')).toContain('no-store');
    const data = (await res.json()) as DataExport;

    expect(data.account.user).toMatchObject({ email: 'rita@example.sr', first_name: 'Rita' });
    const mine = data.ads as {
      ads: { id: number; title: string }[];
      favourites: { ad_id: number }[];
      bids: { placed: { ad_id: number; message: string }[] };
      conversations: { ad_id: number; messages: { text: string; from_me: boolean }[] }[];
    };
    expect(mine.ads.map((a) => a.title)).toEqual(['Rita haar naaimachine']);
    expect(mine.ads[0].id).toBe(own);
    expect(mine.favourites.map((f) => f.ad_id)).toEqual([other]);
    expect(mine.bids.placed).toEqual([expect.objectContaining({ ad_id: other, message: 'Kan het voor 900?' })]);
    expect(mine.conversations).toEqual([
      expect.objectContaining({ ad_id: other, messages: [expect.objectContaining({ text: 'Rijdt hij nog goed?', from_me: true })] }),
    ]);
    expect((data.ads as { savedSearches: { name: string }[] }).savedSearches).toEqual([expect.objectContaining({ name: 'Bromfietsen' })]);
    expect(data.billing).toEqual({ subscriptions: [], payments: [] });
    // Never a password hash, a token or a secret, at any depth.
    expect(keysOf(data).filter((key) => SECRET_COLUMN.test(key))).toEqual([]);
    // Sam's own export holds his ad and the conversation, not Rita's ad or favourites.
    const his = (await (await call('/auth/export', sam)).json()) as DataExport;
    expect((his.ads as { ads: { title: string }[] }).ads.map((a) => a.title)).toEqual(['Sam zijn bromfiets']);
    expect((his.ads as { favourites: unknown[] }).favourites).toEqual([]);
  });
});
