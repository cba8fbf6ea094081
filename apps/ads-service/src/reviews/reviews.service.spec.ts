import { randomUUID } from 'node:crypto';
import { ErrorCode, REVIEW_MESSAGES as M } from '@surimarkt/contracts';
import { useTestDatabase } from '@surimarkt/server/testing';
import { SaleService } from '../sale/sale.service';
import { answerIdentities } from '../testing/answer-on-nats';
import { insertAd } from '../testing/insert-ad';
import { refusal } from '../testing/refusal';
import { startOnBroker } from '../testing/start-on-broker';
import { ReviewsService } from './reviews.service';

type Service = Awaited<ReturnType<typeof startOnBroker>>;

// Reviews against the real database (issue 40, item 7): one per invitation and by its reviewer, one per pair of people
// however often they trade, sealed until the other side wrote theirs.
describe('ReviewsService', () => {
  useTestDatabase();
  let ads: Service['ads'];
  let nats: Service['nats'];
  let db: Service['db'];
  let stop: Service['stop'];
  let reviews: ReviewsService;
  let sale: SaleService;
  const seller = randomUUID();
  const buyer = randomUUID();

  beforeAll(async () => {
    ({ ads, nats, db, stop } = await startOnBroker());
    answerIdentities(nats, { [seller]: 'Sita V.', [buyer]: 'Ravi K.' });
    await nats.flush();
    reviews = ads.app.get(ReviewsService);
    sale = ads.app.get(SaleService);
  }, 60_000);
  afterAll(() => stop());

  /** An ad of the seller's that the buyer bid on, sold to the buyer: both are invited. */
  const soldToBuyer = async (title: string) => {
    const id = await insertAd(db, { userId: seller, title });
    await db.query(
      `INSERT INTO "ads"."bids" ("ad_id", "bidder_id", "bidder_name", "bidder_email", "amount", "currency", "expires_at")
       VALUES ($1, $2, 'Ravi K.', 'ravi@example.sr', 100000, 'SRD', now() + interval '7 days')`,
      [id, buyer],
    );
    await sale.set({ id, userId: seller, status: 'sold', buyerId: buyer });
    return id;
  };
  const invitationOf = async (userId: string) => (await reviews.invitations(userId)).invitations;

  it('takes one review per invitation, from its reviewer only, and shows it once the other side reviewed too', async () => {
    await soldToBuyer('Koelkast');
    const [forBuyer] = await invitationOf(buyer);
    expect(forBuyer).toMatchObject({ adTitle: 'Koelkast', otherParty: { id: seller, displayName: 'Sita V.' }, role: 'seller' });
    const review = { invitationId: forBuyer.id, rating: 5, text: 'Vlotte verkoop, alles klopte.' };
    expect(await refusal(reviews.create({ ...review, userId: seller }))).toEqual({
      code: ErrorCode.NotFound,
      message: M.invitationUnknown,
    });
    expect((await reviews.create({ ...review, userId: buyer })).message).toBe(M.saved);
    expect(await refusal(reviews.create({ ...review, userId: buyer }))).toEqual({ code: ErrorCode.Conflict, message: M.alreadyReviewed });
    // Sealed: the seller cannot read it before writing theirs.
    expect((await reviews.aboutUser(seller)).reviews).toEqual([]);

    const [forSeller] = await invitationOf(seller);
    await reviews.create({ invitationId: forSeller.id, userId: seller, rating: 4, text: 'Kwam op tijd.' });
    expect((await reviews.aboutUser(seller)).reviews).toMatchObject([{ rating: 5, reviewerName: 'Ravi K.', role: 'seller' }]);
    expect((await reviews.aboutUser(buyer)).reviews).toMatchObject([{ rating: 4, reviewerName: 'Sita V.', role: 'buyer' }]);
  });

  it('invites the same two people no second time, however often they trade', async () => {
    await soldToBuyer('Wasmachine');
    expect(await invitationOf(buyer)).toEqual([]);
    expect(await invitationOf(seller)).toEqual([]);
  });

  it('refuses an invitation past its days', async () => {
    const other = randomUUID();
    const id = await insertAd(db, { userId: other });
    const [{ id: invitationId }] = await db.query(
      `INSERT INTO "ads"."review_invitations" ("ad_id", "ad_title", "reviewer_id", "reviewee_id", "reviewee_role", "expires_at")
       VALUES ($1, 'Oud', $2, $3, 'seller', now() - interval '1 day') RETURNING "id"`,
      [id, buyer, other],
    );
    expect(await refusal(reviews.create({ invitationId, userId: buyer, rating: 1, text: 'Te laat.' }))).toEqual({
      code: ErrorCode.Conflict,
      message: M.invitationExpired,
    });
  });
});
