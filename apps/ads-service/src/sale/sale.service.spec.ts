import { randomUUID } from 'node:crypto';
import { ErrorCode, SALE_MESSAGES as M } from '@surimarkt/contracts';
import { useTestDatabase } from '@surimarkt/server/testing';
import { answerIdentities } from '../testing/answer-on-nats';
import { insertAd } from '../testing/insert-ad';
import { refusal } from '../testing/refusal';
import { startOnBroker } from '../testing/start-on-broker';
import { SaleService } from './sale.service';

type Service = Awaited<ReturnType<typeof startOnBroker>>;

// Reserved and sold against the real database: who may mark a sale, who may be named its buyer, and how long a sale
// can be taken back (the gateway's specs keep to the HTTP side of it).
describe('SaleService', () => {
  useTestDatabase();
  let ads: Service['ads'];
  let nats: Service['nats'];
  let db: Service['db'];
  let stop: Service['stop'];
  let sale: SaleService;
  const seller = randomUUID();
  const buyer = randomUUID();
  const stranger = randomUUID();

  beforeAll(async () => {
    ({ ads, nats, db, stop } = await startOnBroker());
    answerIdentities(nats, { [seller]: 'Sita V.', [buyer]: 'Ravi K.', [stranger]: 'Onbekend P.' });
    await nats.flush();
    sale = ads.app.get(SaleService);
  }, 60_000);
  afterAll(() => stop());

  const adRow = async (id: number) =>
    (await db.query(`SELECT "status", "sale_status", "buyer_id" FROM "ads"."ads" WHERE "id" = $1`, [id]))[0] as {
      status: string;
      sale_status: string;
      buyer_id: string | null;
    };
  const invitations = async (id: number) =>
    (await db.query(`SELECT "reviewer_id", "reviewee_role" FROM "ads"."review_invitations" WHERE "ad_id" = $1 ORDER BY 2`, [id])) as {
      reviewer_id: string;
      reviewee_role: string;
    }[];
  /** The buyer wrote to the seller about the ad: that makes them someone the seller may name. */
  const buyerWrote = async (adId: number) => {
    const [{ id }] = await db.query(
      `INSERT INTO "ads"."conversations" ("ad_id", "buyer_id", "seller_id") VALUES ($1, $2, $3) RETURNING "id"`,
      [adId, buyer, seller],
    );
    await db.query(`INSERT INTO "ads"."messages" ("conversation_id", "sender_id", "text") VALUES ($1, $2, 'Is hij nog te koop?')`, [
      id,
      buyer,
    ]);
  };

  it('lets only the owner mark an ad, and only one that is online', async () => {
    const online = await insertAd(db, { userId: seller });
    const waiting = await insertAd(db, { userId: seller, status: 'pending' });
    expect(await refusal(sale.set({ id: online, userId: stranger, status: 'sold' }))).toEqual({
      code: ErrorCode.Forbidden,
      message: M.notYours,
    });
    expect(await refusal(sale.set({ id: waiting, userId: seller, status: 'reserved' }))).toEqual({
      code: ErrorCode.Conflict,
      message: M.notOnline,
    });
    expect(await adRow(online)).toEqual({ status: 'approved', sale_status: 'available', buyer_id: null });

    // Reserved stays online with its badge; sold leaves every list at once.
    expect((await sale.set({ id: online, userId: seller, status: 'reserved' })).message).toBe(M.reserved);
    expect(await adRow(online)).toEqual({ status: 'approved', sale_status: 'reserved', buyer_id: null });
    expect((await sale.set({ id: online, userId: seller, status: 'sold' })).message).toBe(M.sold);
    expect(await adRow(online)).toEqual({ status: 'sold', sale_status: 'sold', buyer_id: null });
  });

  it('names as buyer only someone who wrote or bid, and then invites both to review each other', async () => {
    const id = await insertAd(db, { userId: seller });
    expect(await sale.buyers({ id, userId: seller })).toEqual({ buyers: [] });
    expect(await refusal(sale.set({ id, userId: seller, status: 'sold', buyerId: stranger }))).toEqual({
      code: ErrorCode.Validation,
      message: M.buyerInvalid,
    });
    expect(await adRow(id)).toEqual({ status: 'approved', sale_status: 'available', buyer_id: null });

    await buyerWrote(id);
    expect(await sale.buyers({ id, userId: seller })).toEqual({ buyers: [{ id: buyer, displayName: 'Ravi K.', via: 'message' }] });
    await sale.set({ id, userId: seller, status: 'sold', buyerId: buyer });
    expect(await adRow(id)).toEqual({ status: 'sold', sale_status: 'sold', buyer_id: buyer });
    expect(await invitations(id)).toEqual([
      { reviewer_id: seller, reviewee_role: 'buyer' },
      { reviewer_id: buyer, reviewee_role: 'seller' },
    ]);
  });

  it('takes a sale back within its 14 days, voiding the unused invitations, and not after', async () => {
    const id = await insertAd(db, { userId: seller });
    await buyerWrote(id);
    await sale.set({ id, userId: seller, status: 'sold', buyerId: buyer });
    expect((await sale.set({ id, userId: seller, status: 'available' })).message).toBe(M.available);
    expect(await adRow(id)).toEqual({ status: 'approved', sale_status: 'available', buyer_id: null });
    expect(await invitations(id)).toEqual([]);

    await sale.set({ id, userId: seller, status: 'sold' });
    await db.query(`UPDATE "ads"."ads" SET "sold_at" = now() - interval '15 days' WHERE "id" = $1`, [id]);
    expect(await refusal(sale.set({ id, userId: seller, status: 'available' }))).toEqual({
      code: ErrorCode.Conflict,
      message: M.soldTooLongAgo,
    });
    expect((await adRow(id)).status).toBe('sold');
  });
});
