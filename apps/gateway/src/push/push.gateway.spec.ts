import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type INestMicroservice } from '@nestjs/common';
import {
  ACCOUNT_MESSAGES,
  type Bid,
  type HttpErrorBody,
  PUSH_MESSAGES,
  type PushSubscriptionCreated,
  type PushSubscriptionList,
  type StartConversationReply,
} from '@surimarkt/contracts';
import { bootstrapService } from '@surimarkt/server';
import { useTestDatabase } from '@surimarkt/server/testing';
import { DataSource } from 'typeorm';
import { AppModule as AccountsModule } from '../../../accounts-service/src/app.module';
import { LocalPushService, type TestDevice } from '../../../../scripts/lib/push-service.cjs';
import { AdModerationService } from '../../../ads-service/src/moderation/ad-moderation.service';
import { insertAd } from '../../../ads-service/src/testing/insert-ad';
import { startAdsService } from '../../../ads-service/src/testing/start-ads-service';
import { AppModule as ModerationModule } from '../../../moderation-service/src/app.module';
import { registerPerson, type TestPerson } from '../testing/test-person';
import { startTestGateway, type TestGateway } from '../testing/test-gateway';

// Web Push as the users meet it (contract 'Push'): a browser subscribes through the gateway, and a message, a bid and
// its answer reach the other side's device through the real ads and accounts services, NATS and a push service on
// loopback that checks the VAPID signature and decrypts the payload as the phone would.
describe('gateway: Web Push for messages and bids', () => {
  useTestDatabase();
  const natsUrl = process.env.NATS_URL ?? 'nats://127.0.0.1:4222';
  const pushService = new LocalPushService();
  let gateway: TestGateway;
  let accounts: INestMicroservice;
  let moderation: INestMicroservice;
  let ads: { app: INestMicroservice; stop: () => Promise<void> };
  let tmp: string;
  const people: Record<'seller' | 'buyer', TestPerson> = {} as never;

  const call = (p: string, cookie: string | null, init: { json?: unknown; method?: string; origin?: string } = {}) =>
    fetch(`${gateway.url}/api${p}`, {
      method: init.method ?? (init.json !== undefined ? 'POST' : 'GET'),
      headers: {
        origin: init.origin ?? gateway.url,
        ...(cookie ? { cookie } : {}),
        ...(init.json !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      body: init.json !== undefined ? JSON.stringify(init.json) : undefined,
    });
  const body = async <T = HttpErrorBody>(res: Response) => (await res.json()) as T;
  const subscribe = async (who: TestPerson, device: TestDevice) => {
    const res = await call('/push/subscriptions', who.cookie, { json: { endpoint: device.endpoint, keys: device.keys } });
    expect(res.status).toBe(201);
    return body<PushSubscriptionCreated>(res);
  };
  const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  beforeAll(async () => {
    tmp = await mkdtemp(path.join(tmpdir(), 'gateway-push-'));
    process.env.MAIL_DIR = path.join(tmp, 'mail');
    await pushService.start();
    process.env.PUSH_ENDPOINT_HOSTS = pushService.origin;
    accounts = await bootstrapService({ service: 'accounts', module: AccountsModule, natsUrl, logLevel: 'silent' });
    moderation = await bootstrapService({ service: 'moderation', module: ModerationModule, natsUrl, logLevel: 'silent' });
    ads = await startAdsService({ seedDemo: false, uploadsDir: tmp });
    gateway = await startTestGateway({ UPLOADS_DIR: tmp });
    people.seller = await registerPerson(gateway.url, accounts.get(DataSource), 'sita@example.sr', 'Sita', 'Soekhlal');
    people.buyer = await registerPerson(gateway.url, accounts.get(DataSource), 'bram@example.sr', 'Bram', 'Doekhie');
  });
  afterAll(async () => {
    await gateway?.close();
    await Promise.all([accounts?.close(), moderation?.close(), ads?.stop()]);
    await pushService.stop();
    await rm(tmp, { recursive: true, force: true });
    delete process.env.MAIL_DIR;
    delete process.env.PUSH_ENDPOINT_HOSTS;
  });

  it('gives anyone the public key, and keeps devices to logged-in users on our own origin with valid endpoints', async () => {
    const key = await call('/push/public-key', null);
    expect([key.status, key.headers.get('cache-control')]).toEqual([200, 'no-store']);
    expect((await body<{ publicKey: string }>(key)).publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);

    const device = pushService.newDevice();
    const json = { endpoint: device.endpoint, keys: device.keys };
    const guest = await call('/push/subscriptions', null, { json });
    expect([guest.status, (await body(guest)).message]).toEqual([401, ACCOUNT_MESSAGES.loginRequired]);
    expect((await call('/push/subscriptions', null)).status).toBe(401);
    const foreign = await call('/push/subscriptions', people.seller.cookie, { json, origin: 'https://evil.example' });
    expect(foreign.status).toBe(403);

    const elsewhere = await call('/push/subscriptions', people.seller.cookie, {
      json: { ...json, endpoint: 'https://push.evil.example/x' },
    });
    expect([elsewhere.status, (await body(elsewhere)).errors]).toEqual([400, { endpoint: PUSH_MESSAGES.endpointInvalid }]);
    const noKeys = await call('/push/subscriptions', people.seller.cookie, { json: { endpoint: device.endpoint } });
    expect([noKeys.status, (await body(noKeys)).message]).toEqual([400, PUSH_MESSAGES.keysInvalid]);
    const badId = await call('/push/subscriptions/12', people.seller.cookie, { method: 'DELETE' });
    expect([badId.status, (await body(badId)).message]).toEqual([400, PUSH_MESSAGES.notFound]);
    expect(await body(await call('/push/subscriptions', people.seller.cookie))).toEqual({ subscriptions: [] });
  });

  it('pushes the buyer’s message to the seller’s phone, titled with the ad; a blocked conversation pushes nothing', async () => {
    const phone = pushService.newDevice();
    const { id } = await subscribe(people.seller, phone);
    expect(await body<PushSubscriptionList>(await call('/push/subscriptions', people.seller.cookie))).toEqual({
      subscriptions: [{ id, createdAt: expect.any(String), current: true }],
    });
    const adId = await insertAd(ads.app.get(DataSource), { title: 'Koelkast Samsung', userId: people.seller.id });

    const sentAt = Date.now();
    const started = await body<StartConversationReply>(
      await call(`/ads/${adId}/conversations`, people.buyer.cookie, { json: { text: 'Is de koelkast nog te koop?' } }),
    );
    const [push] = await pushService.waitFor(phone);
    expect(push.receivedAt - sentAt).toBeLessThan(10_000);
    expect(push.payload).toEqual({
      title: 'Koelkast Samsung',
      body: 'Bram D.: Is de koelkast nog te koop?',
      url: `/profiel/berichten?gesprek=${started.conversation.id}`,
      image: '/uploads/ads/fiets-sm.webp',
      tag: `conversation-${started.conversation.id}`,
    });
    expect(JSON.stringify(push.payload)).not.toMatch(/@example\.sr/);

    expect((await call(`/conversations/${started.conversation.id}/block`, people.seller.cookie, { json: {} })).status).toBe(200);
    const refused = await call(`/conversations/${started.conversation.id}/messages`, people.buyer.cookie, { json: { text: 'Hallo?' } });
    expect(refused.status).toBe(403);
    await pause(2000);
    expect(pushService.pushesFor(phone)).toHaveLength(1);
    // A block is between the two people: lifted here so the next tests' buyer and seller can talk again.
    await ads.app.get(DataSource).query(`UPDATE ads.conversations SET blocked_by = NULL, blocked_at = NULL`);
  });

  it('pushes a bid to the seller and the answer to the bidder', async () => {
    const sellerPhone = pushService.newDevice();
    const buyerPhone = pushService.newDevice();
    await subscribe(people.seller, sellerPhone);
    await subscribe(people.buyer, buyerPhone);
    const adId = await insertAd(ads.app.get(DataSource), { title: 'Gitaar Yamaha', userId: people.seller.id, price: 50000 });
    const placed = await call(`/ads/${adId}/bids`, people.buyer.cookie, { json: { amount: 40000, message: 'Kan ik hem zaterdag halen?' } });
    expect(placed.status).toBe(201);
    const { bid } = await body<{ bid: Bid }>(placed);
    const [bidPush] = await pushService.waitFor(sellerPhone);
    expect(bidPush.payload).toMatchObject({ title: 'Gitaar Yamaha', body: 'Nieuw bod: SRD 400,00', url: '/profiel/mijn-advertenties' });

    expect((await call(`/bids/${bid.id}`, people.seller.cookie, { method: 'PATCH', json: { status: 'accepted' } })).status).toBe(200);
    const [answer] = await pushService.waitFor(buyerPhone);
    expect(answer.payload).toMatchObject({ title: 'Gitaar Yamaha', body: 'Je bod is geaccepteerd', url: '/profiel/biedingen' });
  });

  it('pushes a saved search’s new match and the review invitations after a sale', async () => {
    const sellerPhone = pushService.newDevice();
    const buyerPhone = pushService.newDevice();
    await subscribe(people.seller, sellerPhone);
    await subscribe(people.buyer, buyerPhone);
    const saved = await call('/saved-searches', people.buyer.cookie, {
      json: { name: 'Scooters', query: { search: 'scooter' }, frequency: 'instant' },
    });
    expect(saved.status).toBe(201);
    const adId = await insertAd(ads.app.get(DataSource), { title: 'Scooter Vespa', userId: people.seller.id, status: 'pending' });
    await ads.app.get(AdModerationService).applyDecision({ decisionId: 1, adId, status: 'approved', reason: null });
    const [alert] = await pushService.waitFor(buyerPhone);
    expect(alert.payload).toMatchObject({ title: 'Scooter Vespa', body: 'Nieuwe advertentie voor "Scooters"', url: `/ad/${adId}` });
    expect(alert.urgency).toBe('normal');

    await call(`/ads/${adId}/conversations`, people.buyer.cookie, { json: { text: 'Ik neem hem!' } });
    await pushService.waitFor(sellerPhone);
    const sold = await call(`/ads/${adId}/sale`, people.seller.cookie, {
      method: 'PATCH',
      json: { status: 'sold', buyerId: people.buyer.id },
    });
    expect(sold.status).toBe(200);
    const invited = { title: 'Scooter Vespa', body: 'Hoe ging het? Schrijf een beoordeling', url: '/profiel/beoordelingen' };
    expect((await pushService.waitFor(buyerPhone, 2))[1].payload).toEqual(invited);
    expect((await pushService.waitFor(sellerPhone, 2))[1].payload).toEqual(invited);
  });

  it('lets the user remove a device in Instellingen, and removes the device of a session that logs out', async () => {
    const listed = async (who: TestPerson) =>
      (await body<PushSubscriptionList>(await call('/push/subscriptions', who.cookie))).subscriptions;
    for (const device of await listed(people.buyer)) {
      const gone = await call(`/push/subscriptions/${device.id}`, people.buyer.cookie, { method: 'DELETE' });
      expect([gone.status, (await body(gone)).message]).toEqual([200, PUSH_MESSAGES.removed]);
    }
    expect(await listed(people.buyer)).toEqual([]);

    const [sellersDevice] = await listed(people.seller);
    const notHers = await call(`/push/subscriptions/${sellersDevice.id}`, people.buyer.cookie, { method: 'DELETE' });
    expect([notHers.status, (await body(notHers)).message]).toEqual([404, PUSH_MESSAGES.notFound]);

    expect((await call('/logout', people.seller.cookie, { json: {} })).status).toBe(200);
    const again = await registerPerson(gateway.url, accounts.get(DataSource), 'sita@example.sr', 'Sita', 'Soekhlal');
    expect(await listed(again)).toEqual([]);
  });

  it('switches each kind of push on and off', async () => {
    const prefs = await call('/push/preferences', people.buyer.cookie);
    expect(await body(prefs)).toEqual({ message: true, bid: true, alert: true, review: true });
    const set = await call('/push/preferences', people.buyer.cookie, {
      method: 'PUT',
      json: { message: true, bid: false, alert: true, review: true },
    });
    expect(await body(set)).toEqual({ message: true, bid: false, alert: true, review: true });
    const bad = await call('/push/preferences', people.buyer.cookie, { method: 'PUT', json: { message: 'ja' } });
    expect([bad.status, (await body(bad)).message]).toEqual([400, PUSH_MESSAGES.preferencesInvalid]);
  });
});
