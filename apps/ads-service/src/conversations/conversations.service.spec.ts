import { randomUUID } from 'node:crypto';
import { CONVERSATION_MESSAGES as M, ErrorCode, MESSAGE_LIMITS, RISK_SUBJECTS } from '@surimarkt/contracts';
import { useTestDatabase } from '@surimarkt/server/testing';
import { answerOnNats } from '../testing/answer-on-nats';
import { insertAd } from '../testing/insert-ad';
import { refusal } from '../testing/refusal';
import { startOnBroker } from '../testing/start-on-broker';
import { ConversationsService } from './conversations.service';

type Service = Awaited<ReturnType<typeof startOnBroker>>;

// Messages against the real database: one conversation per buyer and ad, a block between two people over every ad,
// strangers told nothing, a sender's pace, and the moderation-service's word on a text (stood in for on the broker).
describe('ConversationsService', () => {
  useTestDatabase();
  let ads: Service['ads'];
  let nats: Service['nats'];
  let db: Service['db'];
  let stop: Service['stop'];
  let conversations: ConversationsService;
  const seller = randomUUID();

  beforeAll(async () => {
    ({ ads, nats, db, stop } = await startOnBroker());
    answerOnNats<{ text: string }, { allowed: boolean; warning: boolean }>(nats, RISK_SUBJECTS.checkMessage, ({ text }) => ({
      allowed: !text.includes('cocaïne'),
      warning: text.includes('betaal vooraf'),
    }));
    await nats.flush();
    conversations = ads.app.get(ConversationsService);
  }, 60_000);
  afterAll(() => stop());

  it('keeps one conversation per buyer and ad, also when two first messages arrive at once', async () => {
    const adId = await insertAd(db, { userId: seller });
    const buyer = randomUUID();
    const [first, second] = await Promise.all([
      conversations.start({ adId, userId: buyer, text: 'Is hij nog te koop?' }),
      conversations.start({ adId, userId: buyer, text: 'En wat is de laagste prijs?' }),
    ]);
    expect(first.conversation.id).toBe(second.conversation.id);
    const [{ n }] = await db.query(`SELECT count(*)::int AS n FROM "ads"."messages" WHERE "conversation_id" = $1`, [first.conversation.id]);
    expect(n).toBe(2);
    expect(await refusal(conversations.start({ adId, userId: seller, text: 'Hallo' }))).toEqual({
      code: ErrorCode.Forbidden,
      message: M.ownAd,
    });
  });

  it('tells a stranger nothing of a conversation, not even whether their text would pass', async () => {
    const adId = await insertAd(db, { userId: seller });
    const { conversation } = await conversations.start({ adId, userId: randomUUID(), text: 'Is hij nog te koop?' });
    const stranger = randomUUID();
    const notFound = { code: ErrorCode.NotFound, message: M.notFound };
    expect(await refusal(conversations.send({ conversationId: conversation.id, userId: stranger, text: 'cocaïne' }))).toEqual(notFound);
    expect(await refusal(conversations.block({ conversationId: conversation.id, userId: stranger }))).toEqual(notFound);
  });

  it('holds a block between two people: the blocked buyer cannot write about another ad of the seller either', async () => {
    const buyer = randomUUID();
    const first = await insertAd(db, { userId: seller });
    const other = await insertAd(db, { userId: seller });
    const { conversation } = await conversations.start({ adId: first, userId: buyer, text: 'Ik bied 100.' });
    await conversations.block({ conversationId: conversation.id, userId: seller });
    const blocked = { code: ErrorCode.Forbidden, message: M.blocked };
    expect(await refusal(conversations.send({ conversationId: conversation.id, userId: buyer, text: 'Hallo?' }))).toEqual(blocked);
    expect(await refusal(conversations.start({ adId: other, userId: buyer, text: 'Dan deze?' }))).toEqual(blocked);
  });

  it('refuses a text with a banned word, sends one that looks like a scam with a warning for its reader, and paces a sender', async () => {
    const buyer = randomUUID();
    const adId = await insertAd(db, { userId: seller });
    expect(await refusal(conversations.start({ adId, userId: buyer, text: 'Ik heb cocaïne' }))).toEqual({
      code: ErrorCode.Validation,
      message: M.bannedWords,
    });
    const { conversation, message } = await conversations.start({ adId, userId: buyer, text: 'Ik betaal vooraf via een link' });
    // Its reader is warned, not its sender.
    expect(message.warning).toBe(false);
    const [{ warning }] = await db.query(`SELECT "warning" FROM "ads"."messages" WHERE "id" = $1`, [message.id]);
    expect(warning).toBe(true);
    for (let i = 1; i < MESSAGE_LIMITS.perWindow; i++)
      await conversations.send({ conversationId: conversation.id, userId: buyer, text: `Bericht ${i}` });
    expect(await refusal(conversations.send({ conversationId: conversation.id, userId: buyer, text: 'Nog een' }))).toEqual({
      code: ErrorCode.TooManyRequests,
      message: M.tooMany,
    });
  });
});
