import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type INestMicroservice } from '@nestjs/common';
import {
  type Ad,
  type AdList,
  type AdWriteResponse,
  type FavouriteList,
  type HttpErrorBody,
  REVIEW_MESSAGES,
  type ReviewInvitationList,
  type ReviewList,
  SALE_MESSAGES,
  type SaleBuyerList,
  type SellerProfile,
} from '@surimarkt/contracts';
import { bootstrapService } from '@surimarkt/server';
import { readMailFiles, useTestDatabase } from '@surimarkt/server/testing';
import { DataSource } from 'typeorm';
import { AppModule as AccountsModule } from '../../../accounts-service/src/app.module';
import { insertAd } from '../../../ads-service/src/testing/insert-ad';
import { startAdsService } from '../../../ads-service/src/testing/start-ads-service';
import { registerPerson } from '../testing/test-person';
import { startTestGateway, type TestGateway } from '../testing/test-gateway';

// Trust between strangers, as browsers meet it: reserved and sold, who bought it, both sides reviewing each other,
// the seller's public page and 'Nummer geverifieerd', through the gateway and the real accounts and ads services.
describe('gateway: sale status, reviews, seller profiles and verified numbers', () => {
  useTestDatabase();
  const natsUrl = process.env.NATS_URL ?? 'nats://127.0.0.1:4222';
  let gateway: TestGateway;
  let accounts: INestMicroservice;
  let ads: { app: INestMicroservice; stop: () => Promise<void> };
  let tmp: string;
  const people: Record<'seller' | 'buyer' | 'stranger', { id: string; cookie: string }> = {} as never;

  const db = () => ads.app.get(DataSource);
  const call = (p: string, cookie: string | null, init: { method?: string; json?: unknown } = {}) =>
    fetch(`${gateway.url}/api${p}`, {
      method: init.method ?? (init.json !== undefined ? 'POST' : 'GET'),
      headers: {
        origin: gateway.url,
        ...(cookie ? { cookie } : {}),
        ...(init.json !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      body: init.json !== undefined ? JSON.stringify(init.json) : undefined,
    });
  const body = async <T = HttpErrorBody>(res: Response) => (await res.json()) as T;
  const sale = (id: number, cookie: string | null, json: unknown) => call(`/ads/${id}/sale`, cookie, { method: 'PATCH', json });
  const newestIds = async () => (await body<AdList>(await call('/ads?limit=100', null))).ads.map((ad) => ad.id);
  const until = async (check: () => Promise<boolean>) => {
    for (let i = 0; i < 100 && !(await check()); i++) await new Promise((resolve) => setTimeout(resolve, 50));
  };

  const register = (email: string, firstName: string, lastName: string) =>
    registerPerson(gateway.url, accounts.get(DataSource), email, firstName, lastName);

  beforeAll(async () => {
    tmp = await mkdtemp(path.join(tmpdir(), 'gateway-sale-'));
    process.env.MAIL_DIR = path.join(tmp, 'mail');
    process.env.SMS_DIR = path.join(tmp, 'sms');
    accounts = await bootstrapService({ service: 'accounts', module: AccountsModule, natsUrl, logLevel: 'silent' });
    ads = await startAdsService({ seedDemo: false, uploadsDir: tmp });
    gateway = await startTestGateway({ UPLOADS_DIR: tmp, CACHE_TTL_MS: '0' });
    people.seller = await register('sita@example.sr', 'Sita', 'Soekhlal');
    people.buyer = await register('bram@example.sr', 'Bram', 'Doekhie');
    people.stranger = await register('kees@example.sr', 'Kees', 'Vreemd');
  });
  afterAll(async () => {
    await gateway?.close();
    await Promise.all([accounts?.close(), ads?.stop()]);
    await rm(tmp, { recursive: true, force: true });
    delete process.env.MAIL_DIR;
    delete process.env.SMS_DIR;
  });

  async function sellersAdWithBid(title: string): Promise<number> {
    const id = await insertAd(db(), { title, userId: people.seller.id, price: 50000, currency: 'SRD' });
    const bid = await call(`/ads/${id}/bids`, people.buyer.cookie, { json: { amount: 45000 } });
    expect(bid.status).toBe(201);
    return id;
  }

  it('lets only the owner mark an ad reserved, which keeps it listed with its badge', async () => {
    const id = await insertAd(db(), { title: 'Gazelle fiets', userId: people.seller.id });
    expect((await sale(id, null, { status: 'reserved' })).status).toBe(401);
    const foreign = await sale(id, people.stranger.cookie, { status: 'reserved' });
    expect([foreign.status, (await body(foreign)).message]).toEqual([403, SALE_MESSAGES.notYours]);
    const bad = await sale(id, people.seller.cookie, { status: 'weg' });
    expect([bad.status, (await body(bad)).errors]).toEqual([400, { status: SALE_MESSAGES.statusInvalid }]);

    const reserved = await sale(id, people.seller.cookie, { status: 'reserved' });
    expect(reserved.status).toBe(200);
    expect(await body<AdWriteResponse>(reserved)).toMatchObject({ message: SALE_MESSAGES.reserved, ad: { saleStatus: 'reserved' } });
    expect(await newestIds()).toContain(id);
    expect(await body<Ad>(await call(`/ads/${id}`, null))).toMatchObject({
      saleStatus: 'reserved',
      status: 'approved',
      sellerId: people.seller.id,
    });
  });

  it('offers the bidders as buyers, to the owner only, by display name', async () => {
    const id = await sellersAdWithBid('Koelkast Samsung');
    expect((await call(`/ads/${id}/buyers`, people.stranger.cookie)).status).toBe(403);
    const buyers = await body<SaleBuyerList>(await call(`/ads/${id}/buyers`, people.seller.cookie));
    expect(buyers).toEqual({ buyers: [{ id: people.buyer.id, displayName: 'Bram D.', via: 'bid' }] });
  });

  it('takes a sold ad out of lists, search and new favourites at once, shows it as sold for 14 days, then not at all', async () => {
    const id = await sellersAdWithBid('Grammofoon antiek');
    await call('/favorites', people.stranger.cookie, { json: { adId: id } });
    const stranger = await sale(id, people.seller.cookie, { status: 'sold', buyerId: people.stranger.id });
    expect([stranger.status, (await body(stranger)).errors]).toEqual([400, { buyerId: SALE_MESSAGES.buyerInvalid }]);
    expect(await newestIds()).toContain(id);

    const sold = await sale(id, people.seller.cookie, { status: 'sold', buyerId: people.buyer.id });
    expect(await body<AdWriteResponse>(sold)).toMatchObject({ message: SALE_MESSAGES.sold, ad: { status: 'sold', saleStatus: 'sold' } });
    expect(await newestIds()).not.toContain(id);
    const search = await body<AdList>(await call('/ads?search=grammofoon', null));
    expect(search.ads.map((ad) => ad.id)).not.toContain(id);
    expect(await body<Ad>(await call(`/ads/${id}`, null))).toMatchObject({ saleStatus: 'sold' });
    const favourites = await body<FavouriteList>(await call('/favorites', people.stranger.cookie));
    expect(favourites.ads.find((ad) => ad.id === id)).toMatchObject({ saleStatus: 'sold' });
    // A bid on a sold ad is refused like one on any ad that is not online.
    expect((await call(`/ads/${id}/bids`, people.stranger.cookie, { json: { amount: 100 } })).status).toBe(409);

    await db().query(`UPDATE ads.ads SET sold_at = now() - interval '15 days' WHERE id = $1`, [id]);
    expect((await call(`/ads/${id}`, null)).status).toBe(404);
    const back = await sale(id, people.seller.cookie, { status: 'available' });
    expect([back.status, (await body(back)).message]).toEqual([409, SALE_MESSAGES.soldTooLongAgo]);
  });

  it('lets the owner take a sale back within 14 days: the ad is listed again', async () => {
    const id = await insertAd(db(), { title: 'Bromfiets Honda', userId: people.seller.id });
    await sale(id, people.seller.cookie, { status: 'sold' });
    expect(await newestIds()).not.toContain(id);
    const back = await sale(id, people.seller.cookie, { status: 'available' });
    expect(await body<AdWriteResponse>(back)).toMatchObject({ message: SALE_MESSAGES.available, ad: { status: 'approved' } });
    expect(await newestIds()).toContain(id);
  });

  it('invites both sides once, seals each review until the other wrote or 14 days passed, and rates the seller', async () => {
    const id = await sellersAdWithBid('Wasmachine Bosch');
    await sale(id, people.seller.cookie, { status: 'sold', buyerId: people.buyer.id });
    await sale(id, people.seller.cookie, { status: 'sold', buyerId: people.buyer.id });

    const buyers = await body<ReviewInvitationList>(await call('/user/review-invitations', people.buyer.cookie));
    const forBuyer = buyers.invitations.filter((i) => i.adId === id);
    expect(forBuyer).toEqual([
      expect.objectContaining({
        adTitle: 'Wasmachine Bosch',
        role: 'seller',
        otherParty: { id: people.seller.id, displayName: 'Sita S.' },
      }),
    ]);
    const sellers = await body<ReviewInvitationList>(await call('/user/review-invitations', people.seller.cookie));
    const forSeller = sellers.invitations.filter((i) => i.adId === id);
    expect(forSeller).toEqual([expect.objectContaining({ role: 'buyer', otherParty: { id: people.buyer.id, displayName: 'Bram D.' } })]);
    expect((await body<ReviewInvitationList>(await call('/user/review-invitations', people.stranger.cookie))).invitations).toEqual([]);
    const mails = await readMailFiles(path.join(tmp, 'mail'));
    expect(mails.filter((m) => m.includes('Wasmachine Bosch') && m.includes('beoordeel'))).toHaveLength(2);

    const bad = await call('/reviews', people.buyer.cookie, { json: { invitationId: forBuyer[0].id, rating: 6, text: 'Top' } });
    expect([bad.status, (await body(bad)).errors]).toEqual([400, { rating: REVIEW_MESSAGES.ratingInvalid }]);
    const notTheirs = await call('/reviews', people.stranger.cookie, { json: { invitationId: forBuyer[0].id, rating: 5, text: 'Top' } });
    expect(notTheirs.status).toBe(404);
    const review = { invitationId: forBuyer[0].id, rating: 5, text: 'Snel geregeld, wasmachine werkt prima.' };
    expect((await call('/reviews', people.buyer.cookie, { json: review })).status).toBe(201);
    const again = await call('/reviews', people.buyer.cookie, { json: review });
    expect([again.status, (await body(again)).message]).toEqual([409, REVIEW_MESSAGES.alreadyReviewed]);

    // Sealed: the seller cannot read it before writing their own.
    expect((await body<ReviewList>(await call(`/users/${people.seller.id}/reviews`, null))).reviews).toEqual([]);
    const sellerReview = { invitationId: forSeller[0].id, rating: 4, text: 'Betaalde netjes.' };
    expect((await call('/reviews', people.seller.cookie, { json: sellerReview })).status).toBe(201);
    expect((await body<ReviewList>(await call(`/users/${people.seller.id}/reviews`, null))).reviews).toEqual([
      expect.objectContaining({ rating: 5, text: review.text, reviewerName: 'Bram D.', role: 'seller' }),
    ]);
    expect((await body<ReviewList>(await call(`/users/${people.buyer.id}/reviews`, null))).reviews).toEqual([
      expect.objectContaining({ rating: 4, reviewerName: 'Sita S.', role: 'buyer' }),
    ]);
    const profile = await body<SellerProfile>(await call(`/users/${people.seller.id}/profile`, null));
    expect(profile.rating).toEqual({ average: 5, count: 1 });
  });

  it('shows a lone review after 14 days, refuses an expired invitation', async () => {
    // Another buyer: one person reviews another once, however many sales they share.
    const id = await insertAd(db(), { title: 'Laptop Dell', userId: people.seller.id, price: 50000, currency: 'SRD' });
    expect((await call(`/ads/${id}/bids`, people.stranger.cookie, { json: { amount: 45000 } })).status).toBe(201);
    await sale(id, people.seller.cookie, { status: 'sold', buyerId: people.stranger.id });
    const [forBuyer] = (
      await body<ReviewInvitationList>(await call('/user/review-invitations', people.stranger.cookie))
    ).invitations.filter((i) => i.adId === id);
    const [forSeller] = (await body<ReviewInvitationList>(await call('/user/review-invitations', people.seller.cookie))).invitations.filter(
      (i) => i.adId === id,
    );
    await call('/reviews', people.stranger.cookie, { json: { invitationId: forBuyer.id, rating: 2, text: 'Accu was op.' } });
    const before = (await body<ReviewList>(await call(`/users/${people.seller.id}/reviews`, null))).reviews.length;
    await db().query(`UPDATE ads.reviews SET created_at = now() - interval '15 days' WHERE invitation_id = $1`, [forBuyer.id]);
    const after = (await body<ReviewList>(await call(`/users/${people.seller.id}/reviews`, null))).reviews;
    expect(after).toHaveLength(before + 1);
    expect((await body<SellerProfile>(await call(`/users/${people.seller.id}/profile`, null))).rating).toEqual({ average: 3.5, count: 2 });

    await db().query(`UPDATE ads.review_invitations SET expires_at = now() - interval '1 minute' WHERE id = $1`, [forSeller.id]);
    const late = await call('/reviews', people.seller.cookie, { json: { invitationId: forSeller.id, rating: 3, text: 'Te laat.' } });
    expect([late.status, (await body(late)).message]).toEqual([409, REVIEW_MESSAGES.invitationExpired]);
  });

  it('gives sock puppets nothing: one review per pair and per side of an ad; a sale taken back voids its invitations', async () => {
    // The buyer rated the seller before: a new sale between them invites neither to rate the other again.
    const again = await sellersAdWithBid('Fiets Gazelle');
    await sale(again, people.seller.cookie, { status: 'sold', buyerId: people.buyer.id });
    const invitedFor = async (who: { cookie: string }, adId: number) =>
      (await body<ReviewInvitationList>(await call('/user/review-invitations', who.cookie))).invitations.filter((i) => i.adId === adId);
    expect(await invitedFor(people.buyer, again)).toEqual([]);
    expect(await invitedFor(people.seller, again)).toEqual([]);

    // Sold to one account, taken back: the unused invitations go; sold again to another, nobody rates the seller twice.
    const puppet = await register('pop@example.sr', 'Pop', 'Pet');
    const puppet2 = await register('pop2@example.sr', 'Pop', 'Twee');
    const id = await insertAd(db(), { title: 'Gitaar Yamaha', userId: people.seller.id, price: 50000, currency: 'SRD' });
    for (const who of [people.stranger, puppet])
      expect((await call(`/ads/${id}/bids`, who.cookie, { json: { amount: 40000 } })).status).toBe(201);
    await sale(id, people.seller.cookie, { status: 'sold', buyerId: puppet.id });
    const [first] = await invitedFor(puppet, id);
    expect((await call('/reviews', puppet.cookie, { json: { invitationId: first.id, rating: 5, text: 'Top verkoper!' } })).status).toBe(
      201,
    );
    expect(await invitedFor(people.seller, id)).toHaveLength(1);
    await sale(id, people.seller.cookie, { status: 'available' });
    expect(await invitedFor(people.seller, id)).toEqual([]);
    await sale(id, people.seller.cookie, { status: 'sold', buyerId: puppet2.id });
    expect(await invitedFor(puppet2, id)).toEqual([]);
  });

  it("shows a seller's public profile without an e-mail address or phone number", async () => {
    const res = await call(`/users/${people.seller.id}/profile`, null);
    const text = await res.text();
    expect(text).not.toContain('sita@example.sr');
    const profile = JSON.parse(text) as SellerProfile;
    expect(profile).toMatchObject({ id: people.seller.id, displayName: 'Sita S.', verified: { email: true, phone: false } });
    expect(profile.activeAds).toBe((await body<AdList>(await call(`/users/${people.seller.id}/ads`, null))).ads.length);
    expect((await call('/users/00000000-0000-4000-8000-000000000000/profile', null)).status).toBe(404);
    expect((await call('/users/niemand/profile', null)).status).toBe(400);
  });

  it("says 'Nummer geverifieerd' only while the ad's phone is the owner's number that passed the code check", async () => {
    const id = await insertAd(db(), { title: 'Boot met motor', userId: people.seller.id });
    await db().query(`UPDATE ads.ads SET contact_phone = '812-3456' WHERE id = $1`, [id]);
    const phoneVerified = async () => (await body<Ad>(await call(`/ads/${id}`, null))).phoneVerified;
    expect(await phoneVerified()).toBe(false);

    await call('/auth/verify-phone', people.seller.cookie, { json: { phone: '+597 8123456' } });
    const [file] = await readdir(path.join(tmp, 'sms'));
    const code = /verificatiecode is (\d{6})/.exec(await readFile(path.join(tmp, 'sms', file), 'utf8'))![1];
    expect((await call('/auth/verify-phone', people.seller.cookie, { json: { phone: '+597 8123456', code } })).status).toBe(200);
    await until(phoneVerified);
    expect(await phoneVerified()).toBe(true);

    const profile = { firstName: 'Sita', lastName: 'Soekhlal', email: 'sita@example.sr', phone: '+597 8999999', location: 'Paramaribo' };
    expect((await call('/profile', people.seller.cookie, { method: 'PUT', json: profile })).status).toBe(200);
    await until(async () => !(await phoneVerified()));
    expect(await phoneVerified()).toBe(false);
  });
});
