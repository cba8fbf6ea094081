import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type INestMicroservice } from '@nestjs/common';
import {
  CONVERSATION_MESSAGES,
  type ConversationList,
  DELETED_USER_NAME,
  type ConversationStreamEvent,
  type HttpErrorBody,
  type MessageList,
  type ReviewInvitationList,
  type ReviewList,
  type SaleBuyerList,
  type SendMessageReply,
  type StartConversationReply,
} from '@surimarkt/contracts';
import { bootstrapService } from '@surimarkt/server';
import { readMailFiles, useTestDatabase } from '@surimarkt/server/testing';
import { DataSource } from 'typeorm';
import { AppModule as AccountsModule } from '../../../accounts-service/src/app.module';
import { UnreadMessageMails } from '../../../ads-service/src/conversations/unread-message-mails.job';
import { insertAd } from '../../../ads-service/src/testing/insert-ad';
import { startAdsService } from '../../../ads-service/src/testing/start-ads-service';
import { AppModule as ModerationModule } from '../../../moderation-service/src/app.module';
import { registerPerson } from '../testing/test-person';
import { startTestGateway, type TestGateway } from '../testing/test-gateway';

type Person = { id: string; cookie: string };

// Messages between a buyer and a seller, as two browsers meet them: through two gateway replicas (a message taken by
// one reaches a page open on the other), the real ads, accounts and moderation services, PostgreSQL and NATS.
describe('gateway: messages between buyer and seller', () => {
  useTestDatabase();
  const natsUrl = process.env.NATS_URL ?? 'nats://127.0.0.1:4222';
  let gateway: TestGateway;
  let otherGateway: TestGateway;
  let accounts: INestMicroservice;
  let moderation: INestMicroservice;
  let ads: { app: INestMicroservice; stop: () => Promise<void> };
  let tmp: string;
  const people: Record<'seller' | 'buyer' | 'stranger', Person> = {} as never;

  const db = () => ads.app.get(DataSource);
  const call = (p: string, cookie: string | null, init: { json?: unknown; via?: TestGateway; method?: string } = {}) => {
    const base = (init.via ?? gateway).url;
    return fetch(`${base}/api${p}`, {
      method: init.method ?? (init.json !== undefined ? 'POST' : 'GET'),
      headers: {
        origin: base,
        ...(cookie ? { cookie } : {}),
        ...(init.json !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      body: init.json !== undefined ? JSON.stringify(init.json) : undefined,
    });
  };
  const body = async <T = HttpErrorBody>(res: Response) => (await res.json()) as T;
  const write = (adId: number, who: Person, text: unknown) => call(`/ads/${adId}/conversations`, who.cookie, { json: { text } });
  const reply = (conversationId: string, who: Person, text: unknown, via?: TestGateway) =>
    call(`/conversations/${conversationId}/messages`, who.cookie, { json: { text }, via });
  const inbox = async (who: Person) => body<ConversationList>(await call('/conversations', who.cookie));
  const texts = async (conversationId: string, who: Person) =>
    (await body<MessageList>(await call(`/conversations/${conversationId}/messages`, who.cookie))).messages.map((m) => m.text);
  const until = async (check: () => Promise<boolean> | boolean) => {
    for (let i = 0; i < 100 && !(await check()); i++) await new Promise((resolve) => setTimeout(resolve, 50));
  };

  const register = (email: string, firstName: string, lastName: string) =>
    registerPerson(gateway.url, accounts.get(DataSource), email, firstName, lastName);

  /** An open event stream as a browser's EventSource holds it: each event with its id line. */
  async function openStream(via: TestGateway, who: Person, lastEventId?: string) {
    const abort = new AbortController();
    const res = await fetch(`${via.url}/api/conversations/events`, {
      headers: { cookie: who.cookie, accept: 'text/event-stream', ...(lastEventId ? { 'last-event-id': lastEventId } : {}) },
      signal: abort.signal,
    });
    const events: { id: string; data: ConversationStreamEvent }[] = [];
    const reader = (res.body as ReadableStream<Uint8Array>).getReader();
    const decoder = new TextDecoder();
    let buffer = '';
    const closed = (async () => {
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) return;
          buffer += decoder.decode(value, { stream: true });
          for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const id = /^id: (.*)$/m.exec(block)?.[1];
            const data = /^data: (.*)$/m.exec(block)?.[1];
            if (id && data) events.push({ id, data: JSON.parse(data) as ConversationStreamEvent });
          }
        }
      } catch {
        // Aborted by the test.
      }
    })();
    return { res, events, closed, close: () => abort.abort() };
  }

  beforeAll(async () => {
    tmp = await mkdtemp(path.join(tmpdir(), 'gateway-messages-'));
    process.env.MAIL_DIR = path.join(tmp, 'mail');
    accounts = await bootstrapService({ service: 'accounts', module: AccountsModule, natsUrl, logLevel: 'silent' });
    moderation = await bootstrapService({ service: 'moderation', module: ModerationModule, natsUrl, logLevel: 'silent' });
    ads = await startAdsService({ seedDemo: false, uploadsDir: tmp });
    gateway = await startTestGateway({ UPLOADS_DIR: tmp });
    otherGateway = await startTestGateway({ UPLOADS_DIR: tmp });
    people.seller = await register('sita@example.sr', 'Sita', 'Soekhlal');
    people.buyer = await register('bram@example.sr', 'Bram', 'Doekhie');
    people.stranger = await register('kees@example.sr', 'Kees', 'Vreemd');
  });
  afterAll(async () => {
    await Promise.all([gateway?.close(), otherGateway?.close()]);
    await Promise.all([accounts?.close(), moderation?.close(), ads?.stop()]);
    await rm(tmp, { recursive: true, force: true });
    delete process.env.MAIL_DIR;
  });

  const sellersAd = (title: string) =>
    insertAd(db(), { title, userId: people.seller.id, images: ['/uploads/ads/koelkast.webp', '/uploads/ads/achter.webp'] });

  it('lets the buyer write about an ad once per ad, never about their own, and only logged in', async () => {
    const adId = await sellersAd('Koelkast Samsung');
    expect((await write(adId, { id: '', cookie: '' }, 'Hallo')).status).toBe(401);
    const own = await write(adId, people.seller, 'Is hij er nog?');
    expect([own.status, (await body(own)).message]).toEqual([403, CONVERSATION_MESSAGES.ownAd]);

    const first = await write(adId, people.buyer, '  Is de koelkast nog te koop?  ');
    expect(first.status).toBe(201);
    const started = await body<StartConversationReply>(first);
    expect(started).toEqual({
      conversation: { id: expect.any(String), adId },
      message: { id: expect.any(Number), text: 'Is de koelkast nog te koop?', createdAt: expect.any(String), fromMe: true, warning: false },
    });
    const again = await body<StartConversationReply>(await write(adId, people.buyer, 'Ik kan morgen komen kijken.'));
    expect(again.conversation.id).toBe(started.conversation.id);
    expect(await texts(started.conversation.id, people.seller)).toEqual(['Is de koelkast nog te koop?', 'Ik kan morgen komen kijken.']);
    expect((await inbox(people.seller)).conversations.filter((c) => c.adId === adId)).toHaveLength(1);
  });

  it('refuses an empty, too long or banned text with the Dutch message, storing nothing', async () => {
    const adId = await sellersAd('Wasmachine Bosch');
    const empty = await write(adId, people.buyer, '   ');
    expect([empty.status, (await body(empty)).errors]).toEqual([400, { text: CONVERSATION_MESSAGES.textRequired }]);
    const missing = await write(adId, people.buyer, undefined);
    expect([missing.status, (await body(missing)).errors]).toEqual([400, { text: CONVERSATION_MESSAGES.textRequired }]);
    const long = await write(adId, people.buyer, 'a'.repeat(2001));
    expect([long.status, (await body(long)).errors]).toEqual([400, { text: CONVERSATION_MESSAGES.textTooLong }]);
    const banned = await write(adId, people.buyer, 'Betaal eerst via Western Union aub');
    expect([banned.status, (await body(banned)).errors]).toEqual([400, { text: CONVERSATION_MESSAGES.bannedWords }]);
    expect((await inbox(people.buyer)).conversations.filter((c) => c.adId === adId)).toEqual([]);

    const { conversation } = await body<StartConversationReply>(await write(adId, people.buyer, 'Werkt hij nog?'));
    const bannedReply = await reply(conversation.id, people.seller, 'Stuur een cadeaukaart');
    expect(bannedReply.status).toBe(400);
    expect(await texts(conversation.id, people.buyer)).toEqual(['Werkt hij nog?']);
  });

  it('shows a conversation to its two parties only', async () => {
    const adId = await sellersAd('Gazelle fiets');
    const { conversation } = await body<StartConversationReply>(await write(adId, people.buyer, 'Welke maat is het frame?'));
    for (const path of [`/conversations/${conversation.id}/messages`]) {
      expect((await call(path, people.stranger.cookie)).status).toBe(404);
      expect((await call(path, null)).status).toBe(401);
    }
    const intruder = await reply(conversation.id, people.stranger, 'Ik wil ook!');
    expect([intruder.status, (await body(intruder)).message]).toEqual([404, CONVERSATION_MESSAGES.notFound]);
    expect((await call(`/conversations/${conversation.id}/read`, people.stranger.cookie, { json: {} })).status).toBe(404);
    expect((await call(`/conversations/${conversation.id}/block`, people.stranger.cookie, { json: {} })).status).toBe(404);
    expect((await inbox(people.stranger)).conversations).toEqual([]);
    expect(await texts(conversation.id, people.buyer)).toEqual(['Welke maat is het frame?']);
  });

  it('warns the reader of a message asking for payment up front or carrying a payment link, never its sender', async () => {
    const adId = await sellersAd('iPhone 13 Pro');
    const { conversation } = await body<StartConversationReply>(await write(adId, people.buyer, 'Kan ik contant betalen bij ophalen?'));
    const buyersStream = await openStream(gateway, people.buyer);
    const sellersStream = await openStream(otherGateway, people.seller);
    const scam = await reply(
      conversation.id,
      people.seller,
      'Maak eerst een aanbetaling over, dan gaat hij met de koerier: https://bit.ly/3xYz',
    );
    expect(scam.status).toBe(201);
    // The sender's own answer says nothing of it.
    expect((await body<SendMessageReply>(scam)).message).toMatchObject({ fromMe: true, warning: false });
    await reply(conversation.id, people.seller, 'Yu mus pai fosi, dan mi seni en');
    await reply(conversation.id, people.seller, 'Hij is nog in de doos.');

    const read = async (who: Person) =>
      (await body<MessageList>(await call(`/conversations/${conversation.id}/messages`, who.cookie))).messages.map((m) => [
        m.text,
        m.warning,
      ]);
    expect(await read(people.buyer)).toEqual([
      ['Kan ik contant betalen bij ophalen?', false],
      ['Maak eerst een aanbetaling over, dan gaat hij met de koerier: https://bit.ly/3xYz', true],
      ['Yu mus pai fosi, dan mi seni en', true],
      ['Hij is nog in de doos.', false],
    ]);
    expect((await read(people.seller)).map(([, warning]) => warning)).toEqual([false, false, false, false]);

    // The seller's three answers; the buyer's first message, written before the streams opened, may still arrive on
    // them late on a loaded machine.
    const answers = (stream: typeof buyersStream) =>
      stream.events.filter((e) => e.data.message.text !== 'Kan ik contant betalen bij ophalen?').map((e) => e.data.message.warning);
    await until(() => answers(buyersStream).length >= 3 && answers(sellersStream).length >= 3);
    expect(answers(buyersStream)).toEqual([true, true, false]);
    expect(answers(sellersStream)).toEqual([false, false, false]);
    buyersStream.close();
    sellersStream.close();
  });

  it('counts unread messages per conversation and in total until the reader opens them', async () => {
    const adId = await sellersAd('Bank driezits');
    const { conversation } = await body<StartConversationReply>(await write(adId, people.buyer, 'Wat zijn de afmetingen?'));
    await write(adId, people.buyer, 'En de kleur?');
    const sellers = await inbox(people.seller);
    expect(sellers.conversations.find((c) => c.id === conversation.id)).toEqual({
      id: conversation.id,
      adId,
      adTitle: 'Bank driezits',
      adImage: '/uploads/ads/koelkast.webp',
      otherParty: { id: people.buyer.id, displayName: 'Bram D.' },
      lastMessage: { text: 'En de kleur?', createdAt: expect.any(String), fromMe: false },
      unread: 2,
      isBlocked: false,
      isPartyDeleted: false,
      isBuyer: false,
    });
    expect(sellers.unreadTotal).toBeGreaterThanOrEqual(2);
    expect((await inbox(people.buyer)).conversations.find((c) => c.id === conversation.id)?.unread).toBe(0);

    const read = await call(`/conversations/${conversation.id}/read`, people.seller.cookie, { json: {} });
    expect(read.status).toBe(200);
    expect((await inbox(people.seller)).conversations.find((c) => c.id === conversation.id)?.unread).toBe(0);
    await reply(conversation.id, people.seller, '2 meter breed, grijs.');
    const buyers = await inbox(people.buyer);
    expect(buyers.conversations.find((c) => c.id === conversation.id)).toMatchObject({
      unread: 1,
      isBuyer: true,
      otherParty: { displayName: 'Sita S.' },
      lastMessage: { text: '2 meter breed, grijs.', fromMe: false },
    });
  });

  it('stops all sending once either side blocks, and keeps the conversation readable', async () => {
    // A buyer of their own: after this test the pair stays blocked.
    const buyer = await register('blok@example.sr', 'Boris', 'Blok');
    const adId = await sellersAd('Tv LG 55 inch');
    const { conversation } = await body<StartConversationReply>(await write(adId, buyer, 'Laatste prijs?'));
    expect((await call(`/conversations/${conversation.id}/block`, people.seller.cookie, { json: {} })).status).toBe(200);
    for (const [who, send] of [
      [buyer, () => reply(conversation.id, buyer, 'Hallo?')],
      [buyer, () => write(adId, buyer, 'Nog een keer')],
      [people.seller, () => reply(conversation.id, people.seller, 'Toch maar wel')],
    ] as const) {
      const refused = await send();
      expect([who.id, refused.status, (await body(refused)).message]).toEqual([who.id, 403, CONVERSATION_MESSAGES.blocked]);
    }
    expect(await texts(conversation.id, buyer)).toEqual(['Laatste prijs?']);
    expect((await inbox(buyer)).conversations.find((c) => c.id === conversation.id)?.isBlocked).toBe(true);

    // The block is between the two people: the buyer cannot write again through another of the seller's ads.
    const otherAd = await sellersAd('Soundbar Sony');
    const around = await write(otherAd, buyer, 'Dan via deze advertentie');
    expect([around.status, (await body(around)).message]).toEqual([403, CONVERSATION_MESSAGES.blocked]);
    expect((await inbox(people.seller)).conversations.filter((c) => c.adId === otherAd)).toEqual([]);
  });

  it('lets only people with a confirmed address write', async () => {
    const adId = await sellersAd('Fornuis Bosch');
    const unconfirmed = await register('onbevestigd@example.sr', 'Otto', 'Nieuw');
    await accounts.get(DataSource).query(`UPDATE accounts.users SET is_email_verified = false WHERE id = $1`, [unconfirmed.id]);
    await new Promise((r) => setTimeout(r, 1100)); // the gateway's session cache (1 s)
    const refused = await write(adId, unconfirmed, 'Is het fornuis er nog?');
    expect([refused.status, (await body(refused)).message]).toEqual([403, CONVERSATION_MESSAGES.emailNotVerified]);
    expect((await inbox(people.seller)).conversations.filter((c) => c.adId === adId)).toEqual([]);
  });

  it('slows down a sender who sends too many messages', async () => {
    const adId = await sellersAd('Brommer Honda');
    const { conversation } = await body<StartConversationReply>(await write(adId, people.stranger, 'Hoeveel km?'));
    // The stranger already sent 19 more in the last minutes (20 in all, the limit of 10 minutes).
    await db().query(`INSERT INTO ads.messages (conversation_id, sender_id, text) SELECT $1, $2, 'Hallo' FROM generate_series(1, 19)`, [
      conversation.id,
      people.stranger.id,
    ]);
    const refused = await reply(conversation.id, people.stranger, 'Nog eentje');
    expect([refused.status, (await body(refused)).message]).toEqual([429, CONVERSATION_MESSAGES.tooMany]);
    expect(await texts(conversation.id, people.seller)).not.toContain('Nog eentje');
    // The other side is not slowed down by it.
    expect((await reply(conversation.id, people.seller, '12.000 km')).status).toBe(201);
  });

  it("ends a session's open stream at its logout and at the owner's password change, on every gateway", async () => {
    const owner = await register('stroom@example.sr', 'Stella', 'Stroom');
    const login = async () => {
      const res = await call('/auth/login', null, { json: { email: 'stroom@example.sr', password: 'Geheim12!' } });
      return {
        ...owner,
        cookie: res.headers
          .getSetCookie()
          .map((c) => c.split(';')[0])
          .join('; '),
      };
    };
    const isClosed = (stream: { closed: Promise<void> }) =>
      Promise.race([stream.closed.then(() => true), new Promise<boolean>((r) => setTimeout(() => r(false), 2000))]);

    // A stolen cookie: the thief's stream (on the other gateway) ends when the owner logs that session out.
    const stolen = await openStream(otherGateway, owner);
    expect((await call('/auth/logout', owner.cookie, { json: {} })).status).toBe(200);
    expect(await isClosed(stolen)).toBe(true);

    // Another session the thief holds ends with the owner's password change; the owner's own stream stays open.
    const [mine, theirs] = [await login(), await login()];
    const ownStream = await openStream(otherGateway, mine);
    const thiefStream = await openStream(otherGateway, theirs);
    const changed = await call('/auth/change-password', mine.cookie, {
      json: { currentPassword: 'Geheim12!', newPassword: 'Nieuw-geheim34!', confirmPassword: 'Nieuw-geheim34!' },
    });
    expect(changed.status).toBe(200);
    expect(await isClosed(thiefStream)).toBe(true);
    expect(await isClosed(ownStream)).toBe(false);
    ownStream.close();
  });

  it('pushes a message to the open page of the other party, whichever gateway took it, and resumes after a drop', async () => {
    const adId = await sellersAd('Playstation 5');
    const { conversation } = await body<StartConversationReply>(await write(adId, people.buyer, 'Met controllers?'));
    expect((await call('/conversations/events', null, { via: otherGateway })).status).toBe(401);

    const stream = await openStream(otherGateway, people.buyer);
    expect([stream.res.status, stream.res.headers.get('content-type')]).toEqual([200, 'text/event-stream']);
    const sent = await body<SendMessageReply>(await reply(conversation.id, people.seller, 'Ja, twee stuks.'));
    await until(() => stream.events.length > 0);
    expect(stream.events).toEqual([
      {
        id: String(sent.message.id),
        data: { conversationId: conversation.id, adId, message: { ...sent.message, fromMe: false } },
      },
    ]);
    stream.close();

    // Two messages while the buyer's connection was down: the resumed stream sends them first, in order.
    const missed = [
      await reply(conversation.id, people.seller, 'Ben je er nog?'),
      await reply(conversation.id, people.seller, 'Zaterdag?'),
    ];
    const missedIds = await Promise.all(missed.map(async (res) => (await body<SendMessageReply>(res)).message.id));
    const resumed = await openStream(gateway, people.buyer, String(sent.message.id));
    await until(() => resumed.events.length >= 2);
    expect(resumed.events.map((e) => [Number(e.id), e.data.message.text])).toEqual([
      [missedIds[0], 'Ben je er nog?'],
      [missedIds[1], 'Zaterdag?'],
    ]);
    resumed.close();
    // Nobody else's stream hears it.
    const strangers = await openStream(gateway, people.stranger);
    await reply(conversation.id, people.seller, 'Laat maar weten.');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(strangers.events).toEqual([]);
    strangers.close();
  });

  it('mails a message left unread, once per conversation per quarter hour, linking to the conversation', async () => {
    const adId = await sellersAd('Airco Daikin');
    const { conversation } = await body<StartConversationReply>(await write(adId, people.buyer, 'Is de airco inverter?'));
    const age = () =>
      db().query(`UPDATE ads.messages SET created_at = now() - interval '6 minutes' WHERE conversation_id = $1`, [conversation.id]);
    const link = `/profiel/berichten?gesprek=${conversation.id}`;
    const mailsAboutIt = async () => (await readMailFiles(path.join(tmp, 'mail'))).filter((m) => m.includes(link));
    const job = ads.app.get(UnreadMessageMails);

    await job.sendDue();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await mailsAboutIt()).toEqual([]);
    await age();
    await job.sendDue();
    await until(async () => (await mailsAboutIt()).length > 0);
    const [mail] = await mailsAboutIt();
    expect(mail).toContain('Airco Daikin');
    expect(mail).toContain('Bram D.');
    expect(mail).toContain('sita@example.sr');

    await write(adId, people.buyer, 'Hallo?');
    await age();
    await job.sendDue();
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await mailsAboutIt()).toHaveLength(1);
  });

  it('mails both people of a conversation when each has messages waiting, once each with two replicas sweeping', async () => {
    const adId = await sellersAd('Wasmachine LG');
    const { conversation } = await body<StartConversationReply>(await write(adId, people.buyer, 'Werkt hij nog?'));
    await reply(conversation.id, people.seller, 'Ja, prima. Wanneer wil je kijken?');
    // Neither has opened the other's message for six minutes.
    await db().query(`UPDATE ads.messages SET created_at = now() - interval '6 minutes' WHERE conversation_id = $1`, [conversation.id]);
    await db().query(`UPDATE ads.conversations SET buyer_read_at = NULL, seller_read_at = NULL WHERE id = $1`, [conversation.id]);
    const link = `/profiel/berichten?gesprek=${conversation.id}`;
    const mailsAboutIt = async () => (await readMailFiles(path.join(tmp, 'mail'))).filter((m) => m.includes(link));

    // Two sweeps at once, as two ads-service replicas run the job.
    const job = ads.app.get(UnreadMessageMails);
    await Promise.all([job.sendDue(), job.sendDue()]);
    await until(async () => (await mailsAboutIt()).length >= 2);
    await new Promise((resolve) => setTimeout(resolve, 500));
    const mails = await mailsAboutIt();
    expect(mails).toHaveLength(2);
    console.log(mails.map((m) => m.slice(0, 400)).join('\n=====\n'));
    expect(mails.filter((m) => m.includes('bram@example.sr') && m.includes('Sita S.'))).toHaveLength(1);
    expect(mails.filter((m) => m.includes('sita@example.sr') && m.includes('Bram D.'))).toHaveLength(1);
  });

  it("keeps the seller's conversation and review when the buyer they sold to deletes their account", async () => {
    const leaver = await register('lena@example.sr', 'Lena', 'Weg');
    const adId = await sellersAd('Naaimachine Singer');
    const { conversation } = await body<StartConversationReply>(await write(adId, leaver, 'Hoe oud is hij?'));
    await reply(conversation.id, people.seller, 'Twee jaar.');

    const buyers = await body<SaleBuyerList>(await call(`/ads/${adId}/buyers`, people.seller.cookie));
    expect(buyers.buyers).toEqual([{ id: leaver.id, displayName: 'Lena W.', via: 'message' }]);
    const sold = await call(`/ads/${adId}/sale`, people.seller.cookie, { method: 'PATCH', json: { status: 'sold', buyerId: leaver.id } });
    expect(sold.status).toBe(200);
    // Both review each other, so the reviews are published.
    const invitationOf = async (who: Person) =>
      (await body<ReviewInvitationList>(await call('/user/review-invitations', who.cookie))).invitations.find((i) => i.adId === adId)!;
    for (const [who, text] of [
      [leaver, 'Nette verkoper, snel geregeld.'],
      [people.seller, 'Fijne koper.'],
    ] as const) {
      const written = await call('/reviews', who.cookie, { json: { invitationId: (await invitationOf(who)).id, rating: 5, text } });
      expect(written.status).toBe(201);
    }

    const deleted = await call('/auth/delete-account', leaver.cookie, { json: { password: 'Geheim12!' } });
    expect(deleted.status).toBe(200);
    // The seller keeps the conversation, closed, with the buyer shown as deleted; the messages stay readable.
    const [kept] = (await inbox(people.seller)).conversations.filter((c) => c.id === conversation.id);
    expect(kept).toMatchObject({ otherParty: { displayName: DELETED_USER_NAME }, isBlocked: true, isPartyDeleted: true });
    const messages = await body<MessageList>(await call(`/conversations/${conversation.id}/messages`, people.seller.cookie));
    expect(messages.messages.map((m) => m.text)).toEqual(['Hoe oud is hij?', 'Twee jaar.']);
    const refused = await reply(conversation.id, people.seller, 'Bent u er nog?');
    expect([refused.status, (await body<HttpErrorBody>(refused)).message]).toEqual([403, CONVERSATION_MESSAGES.partyDeleted]);
    // The buyer's review of the seller stays on the seller's page, by 'Verwijderde gebruiker'.
    const reviews = await body<ReviewList>(await call(`/users/${people.seller.id}/reviews`, null));
    expect(reviews.reviews.map((r) => [r.reviewerName, r.text])).toContainEqual([DELETED_USER_NAME, 'Nette verkoper, snel geregeld.']);
  });
});
