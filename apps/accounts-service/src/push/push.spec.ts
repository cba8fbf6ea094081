import { randomUUID } from 'node:crypto';
import {
  EVENT_SUBJECTS,
  type MessageSentEvent,
  type PushPreferences,
  PUSH_MESSAGES as M,
  PUSH_SUBJECTS,
  type PushSubscriptionCreated,
  type PushSubscriptionList,
  type UserPushEvent,
} from '@surimarkt/contracts';
import { DEMO_USER, EventBus } from '@surimarkt/server';
import { startTestService, useServiceUnderTest } from '@surimarkt/server/testing';
import { DataSource } from 'typeorm';
import { AppModule } from '../app.module';
import { SessionsService } from '../sessions/sessions.service';
import { LocalPushService, type TestDevice } from '../../../../scripts/lib/push-service.cjs';
import { seedDemoUser } from '../users/seed-demo-user';
import { PushDeliveries } from './push-deliveries.service';

// Web Push from the accounts-service's side (issue 42): a device subscribes, the events become pushes that a push
// service on loopback receives, checks (VAPID) and decrypts (aes128gcm) as a browser's would.
describe('accounts-service: Web Push to the user’s devices', () => {
  const pushService = new LocalPushService();
  const svc = useServiceUnderTest(async () => {
    await pushService.start();
    process.env.PUSH_ENDPOINT_HOSTS = pushService.origin;
    const app = await startTestService({ service: 'accounts', module: AppModule, afterMigrate: seedDemoUser });
    return {
      app,
      stop: async () => {
        await app.close();
        await pushService.stop();
        delete process.env.PUSH_ENDPOINT_HOSTS;
      },
    };
  });
  const ravi = { id: randomUUID(), firstName: 'Ravi', lastName: 'Kisoen', email: 'ravi@example.sr' };
  let token: string;

  beforeAll(async () => {
    await svc.app
      .get(DataSource)
      .query(`INSERT INTO "accounts"."users" ("id", "first_name", "last_name", "email", "password_hash") VALUES ($1, $2, $3, $4, 'x')`, [
        ravi.id,
        ravi.firstName,
        ravi.lastName,
        ravi.email,
      ]);
    token = (await svc.app.get(SessionsService).create(DEMO_USER.id)).token;
  });
  // Each test starts with no device subscribed.
  afterEach(() => svc.app.get(DataSource).query(`DELETE FROM "accounts"."push_subscriptions"`));

  const subscribe = (device: Pick<TestDevice, 'endpoint' | 'keys'>, session = token) =>
    svc.client.ask<PushSubscriptionCreated>(PUSH_SUBJECTS.subscribe, { ...device, userId: DEMO_USER.id, token: session });
  const devices = (session = token) => svc.client.ask<PushSubscriptionList>(PUSH_SUBJECTS.list, { userId: DEMO_USER.id, token: session });
  const publish = (subject: string, event: object) => svc.app.get(EventBus).publish(subject, { eventId: randomUUID(), ...event });
  const messageEvent = (text: string, conversationId = randomUUID()): Omit<MessageSentEvent, 'eventId'> => ({
    conversationId,
    adId: 7,
    senderId: ravi.id,
    recipientId: DEMO_USER.id,
    message: { id: 1, text, createdAt: new Date().toISOString() },
    adTitle: 'Yamaha gitaar',
    adImage: '/uploads/gitaar.webp',
  });
  const bidPush = (): Omit<UserPushEvent, 'eventId'> => ({
    userId: DEMO_USER.id,
    push: { kind: 'bid', title: 'Yamaha gitaar', body: 'Nieuw bod: SRD 400,00', url: '/profiel/mijn-advertenties' },
  });
  const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  it('pushes a new message within seconds, signed with the VAPID key, encrypted for the device, titled with the ad', async () => {
    const device = pushService.newDevice();
    const { id } = await subscribe(device);
    expect((await devices()).subscriptions).toEqual([{ id, createdAt: expect.any(String), current: true }]);
    const { publicKey } = await svc.client.ask<{ publicKey: string }>(PUSH_SUBJECTS.publicKey, {});

    const conversationId = randomUUID();
    const sentAt = Date.now();
    await publish(EVENT_SUBJECTS.messageSent, messageEvent('Is de gitaar nog te koop?', conversationId));
    const [push] = await pushService.waitFor(device);

    expect(push.receivedAt - sentAt).toBeLessThan(10_000);
    expect(pushService.refused).toEqual([]);
    expect(pushService.lastVapidKey).toBe(publicKey);
    expect(push.payload).toEqual({
      title: 'Yamaha gitaar',
      body: 'Ravi K.: Is de gitaar nog te koop?',
      url: `/profiel/berichten?gesprek=${conversationId}`,
      image: '/uploads/gitaar-sm.webp',
      tag: `conversation-${conversationId}`,
    });
    // A conversation's pushes collapse at the push service; a message is urgent and kept a day for an offline phone.
    expect(push).toMatchObject({ topic: conversationId.replace(/-/g, ''), urgency: 'high', ttl: '86400' });
  });

  it('carries no e-mail address or phone number, not even one written in the message', async () => {
    const device = pushService.newDevice();
    await subscribe(device);
    await publish(EVENT_SUBJECTS.messageSent, messageEvent('Bel me op +597 812-3456 of mail ravi@example.sr, prijs 12.500'));
    const [push] = await pushService.waitFor(device);
    const shown = JSON.stringify(push.payload);
    expect(shown).not.toMatch(/812|3456|@|ravi@example\.sr/);
    expect(shown).not.toContain(DEMO_USER.email);
    expect(push.payload).toMatchObject({ body: 'Ravi K.: Bel me op … of mail …, prijs 12.500' });
  });

  it('pushes each event once, to every device of the user, however often it is delivered', async () => {
    const phone = pushService.newDevice();
    const laptop = pushService.newDevice();
    await subscribe(phone);
    await subscribe(laptop);
    const eventId = randomUUID();
    const deliveries = svc.app.get(PushDeliveries);
    const payload = { title: 'Yamaha gitaar', body: 'Nieuw bod', url: '/profiel/mijn-advertenties' };
    await Promise.all([
      deliveries.enqueueOnce(eventId, DEMO_USER.id, 'bid', payload),
      deliveries.enqueueOnce(eventId, DEMO_USER.id, 'bid', payload),
    ]);
    await deliveries.enqueueOnce(eventId, DEMO_USER.id, 'bid', payload);
    await pushService.waitFor(phone);
    await pushService.waitFor(laptop);
    await pause(1500);
    expect([pushService.pushesFor(phone).length, pushService.pushesFor(laptop).length]).toEqual([1, 1]);
  });

  it('removes a subscription the push service answers 404 or 410 for, and pushes nothing more to it', async () => {
    const gone = pushService.newDevice();
    const lost = pushService.newDevice();
    const kept = pushService.newDevice();
    const keptId = (await subscribe(kept)).id;
    await subscribe(gone);
    await subscribe(lost);
    pushService.answerNext(gone, 410);
    pushService.answerNext(lost, 404);
    await publish(EVENT_SUBJECTS.userPush, bidPush());
    await pushService.waitFor(kept);
    for (let i = 0; i < 100 && (await devices()).subscriptions.length > 1; i++) await pause(50);
    expect((await devices()).subscriptions.map((s) => s.id)).toEqual([keptId]);

    await publish(EVENT_SUBJECTS.userPush, bidPush());
    await pushService.waitFor(kept, 2);
    expect([pushService.pushesFor(gone), pushService.pushesFor(lost)]).toEqual([[], []]);
  });

  it('tries again after a 429 or a 5xx, and delivers the push once', async () => {
    const device = pushService.newDevice();
    const { id } = await subscribe(device);
    pushService.answerNext(device, 429, 503);
    await publish(EVENT_SUBJECTS.userPush, bidPush());
    const pushes = await pushService.waitFor(device, 1, 15_000);
    await pause(1500);
    expect(pushes).toHaveLength(1);
    expect(pushService.pushesFor(device)).toHaveLength(1);
    expect((await devices()).subscriptions.map((s) => s.id)).toContain(id);
  });

  it('pushes only the kinds the user keeps on', async () => {
    const device = pushService.newDevice();
    await subscribe(device);
    const off: PushPreferences = { message: false, bid: true, alert: true, review: true };
    expect(await svc.client.ask(PUSH_SUBJECTS.setPreferences, { ...off, userId: DEMO_USER.id })).toEqual(off);
    await publish(EVENT_SUBJECTS.messageSent, messageEvent('Nog te koop?'));
    await publish(EVENT_SUBJECTS.userPush, bidPush());
    const [push] = await pushService.waitFor(device);
    await pause(1000);
    expect(pushService.pushesFor(device)).toEqual([push]);
    expect(push.payload).toMatchObject({ body: 'Nieuw bod: SRD 400,00' });
    const on: PushPreferences = { message: true, bid: true, alert: true, review: true };
    expect(await svc.client.ask(PUSH_SUBJECTS.setPreferences, { ...on, userId: DEMO_USER.id })).toEqual(on);
    expect(await svc.client.ask(PUSH_SUBJECTS.preferences, { userId: DEMO_USER.id })).toEqual(on);
  });

  it('accepts only https on a known push service, or the loopback service the configuration names', async () => {
    const device = pushService.newDevice();
    const refused = [
      'https://evil.example.com/push/1',
      'https://fcm.googleapis.com.evil.example/push/1',
      'http://fcm.googleapis.com/fcm/send/abc',
      'https://10.0.0.1/push/1',
      'http://127.0.0.1:1/push/1',
      'http://169.254.169.254/latest/meta-data',
      'ftp://fcm.googleapis.com/x',
    ];
    for (const endpoint of refused)
      await expect(subscribe({ ...device, endpoint })).rejects.toMatchObject({ code: 'VALIDATION', message: M.endpointInvalid });
    await expect(subscribe({ ...device, keys: { ...device.keys, p256dh: 'AAAA' } })).rejects.toMatchObject({ message: M.keysInvalid });
    expect((await devices()).subscriptions).toEqual([]);
  });

  it('keeps at most 10 devices per user, and one row per device when it subscribes again', async () => {
    const first = pushService.newDevice();
    const { id } = await subscribe(first);
    expect(await subscribe(first)).toEqual({ id });
    const ids = [id];
    for (let i = 0; i < 9; i++) ids.push((await subscribe(pushService.newDevice())).id);
    await expect(subscribe(pushService.newDevice())).rejects.toMatchObject({ code: 'CONFLICT', message: M.tooMany });
    expect((await devices()).subscriptions).toHaveLength(10);
    await expect(svc.client.ask(PUSH_SUBJECTS.remove, { id: randomUUID(), userId: DEMO_USER.id })).rejects.toMatchObject({
      message: M.notFound,
    });
    await expect(svc.client.ask(PUSH_SUBJECTS.remove, { id, userId: ravi.id })).rejects.toMatchObject({ message: M.notFound });
    expect(await svc.client.ask(PUSH_SUBJECTS.remove, { id, userId: DEMO_USER.id })).toEqual({ message: M.removed });
    expect((await devices()).subscriptions.map((s) => s.id)).toEqual(expect.not.arrayContaining([id]));
    expect((await subscribe(pushService.newDevice())).id).toEqual(expect.any(String));
  });

  it('forgets the device when its session ends (a logout there), and only that one', async () => {
    const sessions = svc.app.get(SessionsService);
    const other = (await sessions.create(DEMO_USER.id)).token;
    const here = pushService.newDevice();
    const there = pushService.newDevice();
    await subscribe(here, other);
    const { id: thereId } = await subscribe(there);
    expect((await devices(other)).subscriptions.map((s) => s.current)).toEqual([false, true]);
    await sessions.end(other);
    expect((await devices()).subscriptions).toEqual([{ id: thereId, createdAt: expect.any(String), current: true }]);
    await publish(EVENT_SUBJECTS.userPush, bidPush());
    await pushService.waitFor(there);
    expect(pushService.pushesFor(here)).toEqual([]);
  });
});
