import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type INestMicroservice } from '@nestjs/common';
import {
  type AdminAdList,
  type AdWriteResponse,
  type HttpErrorBody,
  type MessageWarningPatterns,
  RISK_MESSAGES,
  type RiskReasonStats,
  type RiskSettings,
} from '@surimarkt/contracts';
import { bootstrapService } from '@surimarkt/server';
import { useTestDatabase } from '@surimarkt/server/testing';
import { DataSource } from 'typeorm';
import { AppModule as AccountsModule } from '../../../accounts-service/src/app.module';
import { startAdsService } from '../../../ads-service/src/testing/start-ads-service';
import { AppModule as ModerationModule } from '../../../moderation-service/src/app.module';
import { registerPerson, type TestPerson } from '../testing/test-person';
import { startTestGateway, type TestGateway } from '../testing/test-gateway';

// The back-office's risk over HTTP: pending ads with their risk, sorted by it on request, the operator's setting, the
// week per reason and the message warning patterns, against the real accounts, moderation and ads services.
describe("gateway: the back-office's risk checks", () => {
  useTestDatabase();
  const natsUrl = process.env.NATS_URL ?? 'nats://127.0.0.1:4222';
  let gateway: TestGateway;
  let services: INestMicroservice[] = [];
  let ads: { app: INestMicroservice; stop: () => Promise<void> };
  let dir: string;
  let token: string;
  let categoryId: number;
  let sita: TestPerson;
  let bram: TestPerson;

  const call = (p: string, init: { method?: string; json?: unknown; cookie?: string; admin?: string | null } = {}) =>
    fetch(`${gateway.url}/api${p}`, {
      method: init.method ?? (init.json !== undefined ? 'POST' : 'GET'),
      headers: {
        origin: gateway.url,
        ...(init.json !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(init.cookie ? { cookie: init.cookie } : {}),
        ...(init.admin === null ? {} : { 'admin-token': init.admin ?? token }),
      },
      body: init.json !== undefined ? JSON.stringify(init.json) : undefined,
    });
  const post = async (who: TestPerson, title: string, phone: string) => {
    const res = await call('/ads', {
      cookie: who.cookie,
      admin: null,
      json: {
        title,
        description: 'Netjes en compleet, ophalen in Paramaribo.',
        price: 5000,
        currency: 'EUR',
        categoryId,
        location: 'Paramaribo',
        phone,
        agreeToTerms: true,
        images: [],
      },
    });
    return ((await res.json()) as AdWriteResponse).ad.id;
  };
  const pending = async (query = '') => (await (await call(`/admin/ads?status=pending${query}`)).json()) as AdminAdList;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'admin-risk-'));
    process.env.MAIL_DIR = dir;
    services = [
      await bootstrapService({ service: 'accounts', module: AccountsModule, natsUrl, logLevel: 'silent' }),
      await bootstrapService({ service: 'moderation', module: ModerationModule, natsUrl, logLevel: 'silent' }),
    ];
    ads = await startAdsService({ seedDemo: false });
    gateway = await startTestGateway({ CACHE_TTL_MS: '0' });
    token = ((await (await call('/admin/login', { json: { password: 'admin' }, admin: null })).json()) as { token: string }).token;
    const accounts = services[0].get(DataSource);
    sita = await registerPerson(gateway.url, accounts, 'sita@example.sr', 'Sita');
    bram = await registerPerson(gateway.url, accounts, 'bram@example.sr', 'Bram');
    // Sita's account is a year old; Bram registered just now.
    await accounts.query(`UPDATE accounts.users SET created_at = now() - interval '1 year' WHERE id = $1`, [sita.id]);
    const categories = (await (await call('/categories', { admin: null })).json()) as { id: number; slug: string }[];
    categoryId = categories.find((c) => c.slug === 'elektronica')!.id;
  });
  afterAll(async () => {
    await gateway?.close();
    await Promise.all([...services.map((s) => s.close()), ads?.stop()]);
    await rm(dir, { recursive: true, force: true });
    delete process.env.MAIL_DIR;
  });

  it('lists pending ads with their risk and reasons, the riskiest first when asked', async () => {
    const calm = await post(sita, 'Laptop Dell', '+597 8123456');
    // Scored before the next ad shares its number (a score is made once, when the ad is submitted).
    for (let i = 0; i < 100 && !(await pending()).ads.find((a) => a.id === calm)?.risk; i++) await new Promise((r) => setTimeout(r, 100));
    const risky = await post(bram, 'Laptop HP', '8123456');
    let list = await pending('&sort=risk');
    for (let i = 0; i < 100 && list.ads.some((a) => !a.risk); i++) {
      await new Promise((r) => setTimeout(r, 100));
      list = await pending('&sort=risk');
    }
    // One more read: a list's order is asked before its risks, so the read that first saw every risk may have been
    // ordered while the risky ad was still unscored.
    list = await pending('&sort=risk');
    expect(list.ads.map((a) => a.id)).toEqual([risky, calm]);
    expect(list.ads[0].risk).toMatchObject({ reasons: ['shared_phone', 'new_account'], score: 40 });
    expect(list.ads[1].risk).toEqual({ score: 0, reasons: [], duplicates: [] });
    // Without the sort, newest first as before; the risk is there too.
    expect((await pending()).ads.map((a) => [a.id, a.risk?.score])).toEqual([
      [risky, 40],
      [calm, 0],
    ]);
    const later = await post(sita, 'Laptop Lenovo', '+597 8999999');
    for (let i = 0; i < 100 && !(await pending()).ads.find((a) => a.id === later)?.risk; i++) await new Promise((r) => setTimeout(r, 100));
    expect((await pending('&sort=risk')).ads.map((a) => a.id)).toEqual([risky, calm, later]);
    expect((await call('/admin/ads?status=pending&sort=duur')).status).toBe(400);
  });

  it("keeps the operator's setting above the threshold, refusing bad input in Dutch", async () => {
    expect((await (await call('/admin/risk-settings')).json()) as RiskSettings).toMatchObject({ threshold: 60, action: 'hold' });
    const bad = await call('/admin/risk-settings', { method: 'PUT', json: { threshold: 101, action: 'weg', rejectReason: ' ' } });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as HttpErrorBody).errors).toEqual({
      threshold: RISK_MESSAGES.thresholdInvalid,
      action: RISK_MESSAGES.actionInvalid,
      rejectReason: RISK_MESSAGES.rejectReasonRequired,
    });
    const saved = await call('/admin/risk-settings', {
      method: 'PUT',
      json: { threshold: 70, action: 'reject', rejectReason: 'Verdacht' },
    });
    expect(await saved.json()).toEqual({ threshold: 70, action: 'reject', rejectReason: 'Verdacht' });
    expect(await (await call('/admin/risk-settings')).json()).toEqual({ threshold: 70, action: 'reject', rejectReason: 'Verdacht' });
    expect((await call('/admin/risk-settings', { admin: null })).status).toBe(401);
  });

  it('counts per reason the ads held this week and the false alarms the operator approved', async () => {
    const { ads: list } = await pending();
    const risky = list.find((a) => a.risk?.reasons.includes('shared_phone'))!;
    await call(`/ads/${risky.id}/status`, { method: 'PATCH', json: { status: 'approved' } });
    const stats = (await (await call('/admin/risk-stats')).json()) as RiskReasonStats;
    expect(stats.reasons.find((r) => r.reason === 'shared_phone')).toEqual({ reason: 'shared_phone', held: 1, approved: 1 });
    expect(stats.reasons.find((r) => r.reason === 'new_account')).toEqual({ reason: 'new_account', held: 1, approved: 1 });
    expect(stats.reasons.find((r) => r.reason === 'duplicate_photo')).toEqual({ reason: 'duplicate_photo', held: 0, approved: 0 });
  });

  it('keeps the message warning patterns in Dutch, Sranan and English beside the banned words', async () => {
    const { patterns } = (await (await call('/admin/message-warnings')).json()) as MessageWarningPatterns;
    expect(patterns).toEqual(expect.arrayContaining(['vooruit betalen', 'pai fosi', 'pay upfront', 'bit ly']));
    const added = await call('/admin/message-warnings', { json: { pattern: 'Stuur eerst geld' } });
    expect(((await added.json()) as MessageWarningPatterns).patterns).toContain('Stuur eerst geld');
    const again = await call('/admin/message-warnings', { json: { pattern: 'stuur  EERST geld' } });
    expect(again.status).toBe(400);
    expect(((await again.json()) as HttpErrorBody).message).toBe(RISK_MESSAGES.patternExists);
    expect((await call('/admin/message-warnings', { json: { pattern: '!!!' } })).status).toBe(400);
    const removed = await call('/admin/message-warnings/remove', { json: { pattern: 'stuur eerst geld' } });
    expect(((await removed.json()) as MessageWarningPatterns).patterns).not.toContain('Stuur eerst geld');
    expect((await call('/admin/message-warnings/remove', { json: { pattern: 'stuur eerst geld' } })).status).toBe(404);
  });
});
