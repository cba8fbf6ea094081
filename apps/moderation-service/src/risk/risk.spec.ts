import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type INestMicroservice } from '@nestjs/common';
import {
  ADMIN_USER_SUBJECTS,
  ADS_SUBJECTS,
  EVENT_SUBJECTS,
  type AdRisk,
  type AdWriteResponse,
  MODERATION_SUBJECTS,
  RISK_SUBJECTS,
  type RiskReasonStats,
  type RiskSettings,
} from '@surimarkt/contracts';
import { createPhotoStorage, EventBus } from '@surimarkt/server';
import {
  createTestNatsClient,
  mailParts,
  readMailFiles,
  startResponder,
  startTestService,
  useTestDatabase,
} from '@surimarkt/server/testing';
import sharp from 'sharp';
import { DataSource } from 'typeorm';
import { startAdsService } from '../../../ads-service/src/testing/start-ads-service';
import { insertAd } from '../../../ads-service/src/testing/insert-ad';
import { AppModule } from '../app.module';

/** A photo with shapes in it, different per seed: what a seller photographs. */
const picture = (seed: number) =>
  sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="900">
        <rect width="1200" height="900" fill="rgb(${(seed * 53) % 255},120,${(seed * 97) % 255})"/>
        <circle cx="${300 + seed * 40}" cy="400" r="${200 + seed * 10}" fill="#f4e04d"/>
        <rect x="${700 - seed * 30}" y="${150 + seed * 20}" width="350" height="500" fill="#1b3a6b"/>
        <polygon points="100,850 ${500 + seed * 25},${500 - seed * 15} 900,850" fill="#e76f51"/>
      </svg>`,
    ),
  );

// The path an ad takes: ads-service → JetStream → moderation-service (risk asked back of the ads-service), over the
// real broker and database; the accounts-service's part (account age, suspended accounts) is a responder.
describe('moderation-service: the risk of a pending ad', () => {
  useTestDatabase();
  const client = createTestNatsClient();
  let ads: Awaited<ReturnType<typeof startAdsService>>;
  let moderation: INestMicroservice;
  let accounts: Awaited<ReturnType<typeof startResponder>>;
  let categoryId: number;
  let mailDir: string;
  const accountsMade = new Map<string, { createdAt: string; status: 'active' | 'suspended' }>();
  const db = () => ads.app.get(DataSource);

  /** An account made days ago, unless told otherwise. */
  const account = (options: { ageHours?: number; status?: 'active' | 'suspended' } = {}) => {
    const id = randomUUID();
    accountsMade.set(id, {
      createdAt: new Date(Date.now() - (options.ageHours ?? 24 * 30) * 3600_000).toISOString(),
      status: options.status ?? 'active',
    });
    return id;
  };
  /** Stores the bytes as an upload would and answers the photo's url. */
  const upload = async (bytes: Buffer) => {
    const key = `ads/2026/11/${randomBytes(16).toString('base64url')}.webp`;
    return createPhotoStorage({ UPLOADS_DIR: ads.uploadsDir }).put(key, bytes, 'image/webp');
  };
  const post = async (
    userId: string,
    fields: { title?: string; description?: string; images?: string[]; phone?: string; price?: number; categoryId?: number } = {},
  ) => {
    const reply = await client.ask<AdWriteResponse>(ADS_SUBJECTS.create, {
      userId,
      title: fields.title ?? 'Mountainbike 26 inch',
      description: fields.description ?? 'Goed onderhouden, ophalen in Paramaribo.',
      price: fields.price ?? 25000,
      currency: 'EUR',
      categoryId: fields.categoryId ?? categoryId,
      location: 'Paramaribo',
      phone: fields.phone ?? `+597 8${String(Math.floor(Math.random() * 1e6)).padStart(6, '0')}`,
      agreeToTerms: true,
      images: fields.images ?? [],
    });
    return reply.ad.id;
  };
  const riskOf = async (adId: number, ms = 10_000): Promise<AdRisk> => {
    const end = Date.now() + ms;
    for (;;) {
      const { risks } = await client.ask<{ risks: Record<number, AdRisk> }>(RISK_SUBJECTS.risks, { adIds: [adId] });
      if (risks[adId]) return risks[adId];
      if (Date.now() > end) throw new Error(`ad ${adId} has no risk after ${ms} ms`);
      await new Promise((r) => setTimeout(r, 100));
    }
  };

  beforeAll(async () => {
    mailDir = await mkdtemp(path.join(tmpdir(), 'risk-mail-'));
    process.env.MAIL_DIR = mailDir;
    ads = await startAdsService({ seedDemo: false });
    moderation = await startTestService({ service: 'moderation', module: AppModule });
    accounts = await startResponder(ADMIN_USER_SUBJECTS.byIds, ({ data }) => ({
      response: {
        users: (data as { userIds: string[] }).userIds
          .filter((id) => accountsMade.has(id))
          .map((id) => ({ id, firstName: 'A', lastName: 'B', email: `${id}@example.sr`, ...accountsMade.get(id) })),
      },
    }));
    await client.connect();
    [{ id: categoryId }] = await db().query(`SELECT id FROM ads.categories WHERE slug = 'elektronica'`);
  });
  afterAll(async () => {
    await client.close();
    await accounts?.close();
    await moderation?.close();
    await ads?.stop();
    await rm(mailDir, { recursive: true, force: true });
    delete process.env.MAIL_DIR;
  });

  it('finds a photo of another account again re-encoded, resized and slightly cropped, but not the same account’s', async () => {
    const original = await picture(1).webp({ quality: 80 }).toBuffer();
    const seller = account();
    const first = await post(seller, { images: [await upload(original)] });
    expect(await riskOf(first)).toMatchObject({ reasons: [], duplicates: [] });
    // The seller's own second ad with the same photo is no alarm.
    const again = await post(seller, { images: [await upload(original)] });
    expect((await riskOf(again)).reasons).not.toContain('duplicate_photo');

    // Downloaded, saved as a JPEG of poor quality at another size with its edges cut off, and uploaded again (as WebP).
    const { width, height } = await sharp(original).metadata();
    const copied = await sharp(original)
      .extract({ left: 30, top: 20, width: width! - 60, height: height! - 40 })
      .resize(700)
      .jpeg({ quality: 45 })
      .toBuffer();
    const copyUrl = await upload(await sharp(copied).webp({ quality: 60 }).toBuffer());
    const thief = account();
    const stolen = await post(thief, { images: [copyUrl, await upload(await picture(7).webp().toBuffer())] });
    const risk = await riskOf(stolen);
    expect(risk.reasons).toContain('duplicate_photo');
    expect(risk.duplicates).toEqual([
      expect.objectContaining({ photo: copyUrl, otherAdId: again }),
      expect.objectContaining({ photo: copyUrl, otherAdId: first }),
    ]);
    expect(risk.duplicates[0].distance).toBeLessThanOrEqual(8);
    expect(risk.score).toBeGreaterThanOrEqual(45);
    // The operator's mail about it says so too.
    let mail: string | undefined;
    for (let i = 0; i < 50 && !mail; i++, await new Promise((r) => setTimeout(r, 100)))
      mail = (await readMailFiles(mailDir)).find((m) => m.includes(`Advertentie-ID: ${stolen}`));
    expect(mailParts(mail!).text).toContain(`Risico: ${risk.score} – Foto staat al in een advertentie van een ander account`);

    // Another picture is no alarm.
    const other = await post(account(), { images: [await upload(await picture(4).webp().toBuffer())] });
    expect((await riskOf(other)).reasons).not.toContain('duplicate_photo');
  });

  it('flags a phone number other accounts use, however written, and more so when one of them is suspended', async () => {
    await post(account(), { phone: '+597 7654321' });
    const shared = await post(account(), { phone: '765-4321' });
    const risk = await riskOf(shared);
    expect(risk.reasons).toContain('shared_phone');
    expect(risk.reasons).not.toContain('blocked_phone');

    await post(account({ status: 'suspended' }), { phone: '+597 7111111' });
    const blocked = await riskOf(await post(account(), { phone: '00597 7111111' }));
    expect(blocked.reasons).toEqual(expect.arrayContaining(['shared_phone', 'blocked_phone']));
    expect(blocked.score).toBeGreaterThan(risk.score);

    // The same account posting again with its own number is no alarm.
    const owner = account();
    await post(owner, { phone: '+597 7222222' });
    expect((await riskOf(await post(owner, { phone: '+597 7222222' }))).reasons).not.toContain('shared_phone');
  });

  it('flags a price far below the median of similar ads, in one currency at the exchange rate', async () => {
    // Six approved phones in the category at about € 400, one of them priced in SRD (at the default rate of 40).
    const [{ id: category }] = await db().query(`SELECT "id" FROM "ads"."categories" WHERE "parent_id" IS NULL ORDER BY "id" LIMIT 1`);
    for (const price of [38000, 40000, 41000, 42000, 45000]) await insertAd(db(), { price, currency: 'EUR', userId: randomUUID() });
    await insertAd(db(), { price: 40000 * 40, currency: 'SRD', userId: randomUUID() });
    const cheap = await riskOf(await post(account(), { categoryId: category, price: 9900 }));
    expect(cheap.reasons).toContain('price_outlier');
    const fair = await riskOf(await post(account(), { categoryId: category, price: 35000 }));
    expect(fair.reasons).not.toContain('price_outlier');
  });

  it('flags a fresh account, links and foreign numbers, and banned words, and sorts the pending ads by risk', async () => {
    const fresh = await riskOf(await post(account({ ageHours: 2 })));
    expect(fresh.reasons).toEqual(['new_account']);
    const link = await riskOf(await post(account(), { description: 'Bestel via www.goedkope-fietsen.example of app +31 6 12345678' }));
    expect(link.reasons).toEqual(['external_link']);
    const banned = await riskOf(await post(account(), { title: 'Fiets, betaling via Western Union' }));
    expect(banned.reasons).toEqual(['banned_words']);
    const calm = await riskOf(await post(account()));
    expect(calm).toEqual({ score: 0, reasons: [], duplicates: [] });

    const { adIds } = await client.ask<{ adIds: number[] }>(RISK_SUBJECTS.pendingByRisk, { limit: 1000 });
    const { risks } = await client.ask<{ risks: Record<number, AdRisk> }>(RISK_SUBJECTS.risks, { adIds });
    const scores = adIds.map((id) => risks[id]?.score ?? -1);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(scores[0]).toBeGreaterThan(0);
  });

  it('rejects an ad above the threshold with the reason when the operator chose so, and holds it by default', async () => {
    const held = await post(account({ ageHours: 1 }), { title: 'Fiets, Western Union', description: 'Zie www.fietsen.example' });
    expect((await riskOf(held)).score).toBeGreaterThanOrEqual(60);
    const status = async (id: number) =>
      (await db().query(`SELECT "status", "rejection_reason" FROM "ads"."ads" WHERE "id" = $1`, [id]))[0];
    expect((await status(held)).status).toBe('pending');

    const settings = await client.ask<RiskSettings>(RISK_SUBJECTS.saveSettings, {
      threshold: 60,
      action: 'reject',
      rejectReason: '  Verdacht: neem contact op met de klantenservice.  ',
    });
    expect(settings).toEqual({ threshold: 60, action: 'reject', rejectReason: 'Verdacht: neem contact op met de klantenservice.' });
    await expect(client.ask(RISK_SUBJECTS.saveSettings, { threshold: 0, action: 'delete', rejectReason: ' ' })).rejects.toMatchObject({
      code: 'VALIDATION',
    });
    const rejected = await post(account({ ageHours: 1 }), { title: 'Fiets, Western Union', description: 'Zie www.fietsen.example' });
    await riskOf(rejected);
    const end = Date.now() + 10_000;
    while ((await status(rejected)).status !== 'rejected' && Date.now() < end) await new Promise((r) => setTimeout(r, 100));
    expect(await status(rejected)).toEqual({ status: 'rejected', rejection_reason: 'Verdacht: neem contact op met de klantenservice.' });
    // A calm ad is still left to the operator.
    const calm = await post(account());
    await riskOf(calm);
    expect((await status(calm)).status).toBe('pending');
    await client.ask(RISK_SUBJECTS.saveSettings, { threshold: 60, action: 'hold', rejectReason: settings.rejectReason });
  });

  it('learns from a rejection for fraud: its photo and phone weigh on the next ad, and the week is counted per reason', async () => {
    const photo = await picture(11).webp().toBuffer();
    const scammer = account();
    const scam = await post(scammer, { images: [await upload(photo)], phone: '+597 7333333' });
    await riskOf(scam);
    await client.ask(MODERATION_SUBJECTS.decide, {
      id: scam,
      status: 'rejected',
      reason: 'Oplichting',
      fraud: true,
      source: 'back-office',
    });

    const nextId = await post(account(), { images: [await upload(photo)] });
    const next = await riskOf(nextId);
    expect(next.reasons).toEqual(expect.arrayContaining(['duplicate_photo', 'known_fraud_photo']));
    const phone = await riskOf(await post(account(), { phone: '7333333' }));
    expect(phone.reasons).toEqual(expect.arrayContaining(['shared_phone', 'blocked_phone']));

    // A false alarm: the operator approves an ad held for its photo.
    await client.ask(MODERATION_SUBJECTS.decide, { id: nextId, status: 'approved', source: 'back-office' });
    const { reasons } = await client.ask<RiskReasonStats>(RISK_SUBJECTS.stats, {});
    const photoStats = reasons.find((r) => r.reason === 'duplicate_photo')!;
    expect(photoStats.held).toBe(2);
    expect(photoStats.approved).toBe(1);
    expect(reasons.find((r) => r.reason === 'known_fraud_photo')).toMatchObject({ held: 1 });
  });

  it('scores an ad deleted before its turn on its text alone, instead of asking again and again', async () => {
    const bus = new EventBus(process.env.NATS_URL ?? 'nats://127.0.0.1:4222');
    await bus.publish(EVENT_SUBJECTS.adSubmitted, {
      eventId: randomUUID(),
      adId: 987654,
      userId: account(),
      title: 'Weg',
      description: 'Zie www.weg.example',
      kind: 'new',
      submittedAt: new Date().toISOString(),
    } as never);
    await bus.onApplicationShutdown();
    expect(await riskOf(987654)).toEqual({ score: 20, reasons: ['external_link'], duplicates: [] });
  });
});
