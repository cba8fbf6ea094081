import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type INestMicroservice } from '@nestjs/common';
import {
  type AdList,
  EXCHANGE_RATE_MESSAGES,
  type ExchangeRate,
  type ExchangeRateHistory,
  type HttpErrorBody,
  AD_WRITE_MESSAGES,
} from '@surimarkt/contracts';
import { bootstrapService, DEMO_USER } from '@surimarkt/server';
import { useTestDatabase } from '@surimarkt/server/testing';
import { DataSource } from 'typeorm';
import { AppModule as AccountsModule } from '../../../accounts-service/src/app.module';
import { seedDemoUser } from '../../../accounts-service/src/users/seed-demo-user';
import { insertAd } from '../../../ads-service/src/testing/insert-ad';
import { startAdsService } from '../../../ads-service/src/testing/start-ads-service';
import { AppModule as ModerationModule } from '../../../moderation-service/src/app.module';
import { startTestGateway, type TestGateway } from '../testing/test-gateway';

// Two currencies as a buyer and the operator meet them: the operator sets the EUR/SRD rate, every price filter and
// price sort compares ads of both currencies converted at that rate, and the Bunkopu Seri cap follows it.
describe('gateway: EUR/SRD rate, cross-currency filters and sorts, Bunkopu cap', () => {
  useTestDatabase();
  const natsUrl = process.env.NATS_URL ?? 'nats://127.0.0.1:4222';
  let gateway: TestGateway;
  let services: INestMicroservice[] = [];
  let ads: { app: INestMicroservice; stop: () => Promise<void> };
  let tmp: string;
  let token: string;
  let demo: string;
  const id: Record<'srd380' | 'eur11' | 'eur9' | 'srd420' | 'noPrice', number> = {} as never;

  const call = (p: string, init: { method?: string; json?: unknown; admin?: boolean; cookie?: string } = {}) =>
    fetch(`${gateway.url}/api${p}`, {
      method: init.method ?? (init.json !== undefined ? 'POST' : 'GET'),
      headers: {
        origin: gateway.url,
        ...(init.cookie ? { cookie: init.cookie } : {}),
        ...(init.admin ? { 'admin-token': token } : {}),
        ...(init.json !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      body: init.json !== undefined ? JSON.stringify(init.json) : undefined,
    });
  const body = async <T = HttpErrorBody>(res: Response) => (await res.json()) as T;
  const setRate = (eurToSrd: unknown, confirmed = true) =>
    call('/admin/exchange-rate', { method: 'PUT', json: { eurToSrd, confirmed }, admin: true });
  const list = async (query: string) => body<AdList>(await call(`/ads?${query.includes('limit=') ? query : `limit=100&${query}`}`));
  const names = async (query: string) => {
    const byId = new Map(Object.entries(id).map(([name, adId]) => [adId, name]));
    return (await list(query)).ads.map((ad) => byId.get(ad.id));
  };

  beforeAll(async () => {
    tmp = await mkdtemp(path.join(tmpdir(), 'gateway-rates-'));
    process.env.MAIL_DIR = path.join(tmp, 'mail');
    services = [
      await bootstrapService({ service: 'accounts', module: AccountsModule, natsUrl, logLevel: 'silent', afterMigrate: seedDemoUser }),
      await bootstrapService({ service: 'moderation', module: ModerationModule, natsUrl, logLevel: 'silent' }),
    ];
    ads = await startAdsService({ seedDemo: false, uploadsDir: tmp });
    gateway = await startTestGateway({ UPLOADS_DIR: tmp, CACHE_TTL_MS: '0' });
    token = (await body<{ token: string }>(await call('/admin/login', { json: { password: 'admin' } }))).token;
    const login = await call('/auth/login', { json: { email: DEMO_USER.email, password: DEMO_USER.password } });
    demo = login.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const db = ads.app.get(DataSource);
    id.srd380 = await insertAd(db, { title: 'Fiets SRD 380', price: 38000, currency: 'SRD' });
    id.eur11 = await insertAd(db, { title: 'Lamp 11 euro', price: 1100, currency: 'EUR' });
    id.eur9 = await insertAd(db, { title: 'Stoel 9 euro', price: 900, currency: 'EUR' });
    id.srd420 = await insertAd(db, { title: 'Tafel SRD 420', price: 42000, currency: 'SRD' });
    id.noPrice = await insertAd(db, { title: 'Kast, prijs op aanvraag', price: null, currency: 'SRD' });
  });
  afterAll(async () => {
    await gateway?.close();
    await Promise.all([...services.map((s) => s.close()), ads?.stop()]);
    await rm(tmp, { recursive: true, force: true });
    delete process.env.MAIL_DIR;
  });

  it('answers 40 until the operator sets a rate, and shows each price in the other currency', async () => {
    expect(await body<ExchangeRate>(await call('/exchange-rate'))).toEqual({ eurToSrd: 40, date: null });
    const ads = (await list('')).ads;
    expect(ads.find((ad) => ad.id === id.srd380)?.convertedPrice).toEqual({ currency: 'EUR', amount: 950 });
    expect(ads.find((ad) => ad.id === id.eur9)?.convertedPrice).toEqual({ currency: 'SRD', amount: 36000 });
    expect(ads.find((ad) => ad.id === id.noPrice)?.convertedPrice).toBeNull();
  });

  it('at 40, filters and sorts every ad by its price in EUR, whichever currency the bounds are in', async () => {
    // A maximum of €10 finds the SRD 380 ad (€9,50) and not the €11 one.
    expect((await names('maxPrice=1000')).sort()).toEqual(['eur9', 'srd380']);
    expect((await names('maxPrice=1000&priceCurrency=EUR')).sort()).toEqual(['eur9', 'srd380']);
    expect((await names('maxPrice=40000&priceCurrency=SRD')).sort()).toEqual(['eur9', 'srd380']);
    expect((await names('minPrice=1000')).sort()).toEqual(['eur11', 'srd420']);
    expect((await names('minPrice=36000&maxPrice=38000&priceCurrency=srd')).sort()).toEqual(['eur9', 'srd380']);
    expect(await names('sortBy=price_asc')).toEqual(['eur9', 'srd380', 'srd420', 'eur11', 'noPrice']);
    expect(await names('sortBy=price_desc')).toEqual(['eur11', 'srd420', 'srd380', 'eur9', 'noPrice']);
    expect(await names('sortBy=price_asc&limit=2&offset=1')).toEqual(['srd380', 'srd420']);
    // A range and an order together, paged, with the total counted over both currencies' ranges.
    expect(await names('minPrice=900&sortBy=newest')).toEqual(['srd420', 'eur9', 'eur11', 'srd380']);
    expect(await list('minPrice=900&limit=2&offset=1')).toMatchObject({ total: 4, ads: [{ id: id.eur9 }, { id: id.eur11 }] });
    expect(await names('minPrice=900&sortBy=price_asc&limit=2&offset=1')).toEqual(['srd380', 'srd420']);
    expect(await names('maxPrice=1000&sortBy=price_desc')).toEqual(['srd380', 'eur9']);
    expect((await list('maxPrice=1000&sortBy=price_desc')).total).toBe(2);
  });

  it('refuses a rate that is not a positive number with a Dutch 400, and guests', async () => {
    for (const bad of [0, -1, 'veertig', null, 38.12345, 1e-9, 0.00001]) {
      const res = await setRate(bad);
      expect([bad, res.status, (await body(res)).errors]).toEqual([bad, 400, { eurToSrd: EXCHANGE_RATE_MESSAGES.rateInvalid }]);
    }
    expect((await call('/admin/exchange-rate', { method: 'PUT', json: { eurToSrd: 44 } })).status).toBe(401);
    // A typo of a tenfold (or any change of more than 10 %) is taken only when confirmed: nothing changes until then.
    for (const typo of [400, 35.9]) {
      const res = await setRate(typo, false);
      const refused = { eurToSrd: EXCHANGE_RATE_MESSAGES.largeChangeUnconfirmed };
      expect([typo, res.status, (await body(res)).errors]).toEqual([typo, 409, refused]);
    }
    expect(await body<ExchangeRate>(await call('/exchange-rate'))).toEqual({ eurToSrd: 40, date: null });
    expect((await call('/admin/exchange-rate/history')).status).toBe(401);
    expect(await body<ExchangeRateHistory>(await call('/admin/exchange-rate/history', { admin: true }))).toEqual({ history: [] });
  });

  it('at 44, the same filters and sorts follow the new rate at once', async () => {
    const set = await setRate(44);
    expect(set.status).toBe(200);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Paramaribo' }).format(new Date());
    expect(await body<ExchangeRate>(set)).toEqual({ eurToSrd: 44, date: today });
    expect(await body<ExchangeRate>(await call('/exchange-rate'))).toEqual({ eurToSrd: 44, date: today });
    // SRD 380 is €8,64 and SRD 420 €9,55 now: both under €10.
    expect((await names('maxPrice=1000')).sort()).toEqual(['eur9', 'srd380', 'srd420']);
    // €9 is SRD 396: exactly on the bound.
    expect((await names('maxPrice=39600&priceCurrency=SRD')).sort()).toEqual(['eur9', 'srd380']);
    expect((await names('minPrice=1000')).sort()).toEqual(['eur11']);
    expect(await names('sortBy=price_asc')).toEqual(['srd380', 'eur9', 'srd420', 'eur11', 'noPrice']);
    expect(await names('sortBy=price_desc')).toEqual(['eur11', 'srd420', 'eur9', 'srd380', 'noPrice']);
    expect(await names('sortBy=price_asc&limit=2&offset=1')).toEqual(['eur9', 'srd420']);
    const ads = (await list('')).ads;
    expect(ads.find((ad) => ad.id === id.srd380)?.convertedPrice).toEqual({ currency: 'EUR', amount: 864 });
    expect(ads.find((ad) => ad.id === id.eur9)?.convertedPrice).toEqual({ currency: 'SRD', amount: 39600 });
    const { history } = await body<ExchangeRateHistory>(await call('/admin/exchange-rate/history', { admin: true }));
    expect(history).toEqual([{ eurToSrd: 44, date: today, setAt: expect.any(String) }]);
  });

  it('caps Bunkopu Seri at 10 EUR, in SRD at 10 × the rate, with the amount in the message', async () => {
    const [{ id: bunkopuId }] = await ads.app.get(DataSource).query(`SELECT id FROM ads.categories WHERE slug = 'bunkopu-seri'`);
    const post = (price: number, currency: string) =>
      call('/ads', {
        cookie: demo,
        json: {
          title: 'Koopje',
          description: 'Bijna gratis.',
          price,
          currency,
          categoryId: bunkopuId,
          location: 'Paramaribo',
          phone: '+597 8123456',
          agreeToTerms: true,
          images: [],
        },
      });
    const refused = async (price: number, currency: string) => {
      const res = await post(price, currency);
      return [res.status, (await body(res)).errors?.price];
    };
    await setRate(40);
    expect(await refused(40001, 'SRD')).toEqual([400, 'Prijs te hoog voor Bunkopu Seri! Maximum SRD 400']);
    expect(await refused(1001, 'EUR')).toEqual([400, AD_WRITE_MESSAGES.bunkopuMaxEur]);
    expect((await post(40000, 'SRD')).status).toBe(201);
    await setRate(38.5);
    expect(await refused(38501, 'SRD')).toEqual([400, 'Prijs te hoog voor Bunkopu Seri! Maximum SRD 385']);
    expect((await post(38500, 'SRD')).status).toBe(201);
    await setRate(45.25);
    expect(await refused(45251, 'SRD')).toEqual([400, 'Prijs te hoog voor Bunkopu Seri! Maximum SRD 452,50']);
    expect((await post(45250, 'SRD')).status).toBe(201);
    expect((await post(1000, 'EUR')).status).toBe(201);
    const { history } = await body<ExchangeRateHistory>(await call('/admin/exchange-rate/history', { admin: true }));
    expect(history.map((h) => h.eurToSrd)).toEqual([45.25, 38.5, 40, 44]);
  });
});
