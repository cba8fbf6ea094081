import { Injectable } from '@nestjs/common';
import {
  type Bid,
  BID_LIFETIME_DAYS,
  BID_MESSAGES as M,
  type BidList,
  type DecideBidForUser,
  ErrorCode,
  type MailContent,
  type PlaceBidForUser,
  PUSH_TEXTS,
  PUSH_URLS,
  type WithdrawBidForUser,
  ADS_MESSAGES,
} from '@surimarkt/contracts';
import { formatAmount, InjectEnv, notFound, OutboxRelay, rpcError, siteOf } from '@surimarkt/server';
import { DataSource, type EntityManager } from 'typeorm';
import { SHOWN_CONTENT } from '../ads/ad-row';
import { addUserMail } from '../ads/user-mail';
import { addUserPush, pushImage } from '../ads/user-push';
import { type Env } from '../config/env';
import { bidDecisionMail, bidDigestMail, newBidMail } from './bid-mails';

/** A seller gets at most one bid mail per ad within this many hours; later bids come in the next digest. */
const BID_MAIL_HOURS = 1;

interface BidRow {
  id: number;
  ad_id: number;
  title: string;
  location: string;
  images: string[];
  original_price: string | null;
  amount: string;
  currency: Bid['currency'];
  status: Bid['status'];
  message: string;
  created_at: Date;
  expires_at: Date;
  decided_at: Date | null;
  bidder_name: string;
  bidder_email: string;
  bidder_phone: string | null;
  seller_id: string;
  contact_phone: string | null;
  contact_email: string | null;
}

/** A bid as its reader sees it: a pending bid past its 7 days reads as expired even before the hourly job marks it. */
const SELECT = `SELECT b."id", b."ad_id", ${SHOWN_CONTENT.title} AS "title", a."location", ${SHOWN_CONTENT.images} AS "images",
    b."original_price", b."amount", b."currency",
    CASE WHEN b."status" = 'pending' AND b."expires_at" <= now() THEN 'expired' ELSE b."status" END AS "status",
    b."message", b."created_at", b."expires_at", b."decided_at", b."bidder_name", b."bidder_email", b."bidder_phone",
    a."user_id" AS "seller_id", a."contact_phone", a."contact_email"
  FROM "ads"."bids" b JOIN "ads"."ads" a ON a."id" = b."ad_id"`;

/** A bid for one side: the seller sees the bidder's contact once accepted, the bidder the seller's (completed by the gateway). */
function toBid(row: BidRow, viewer: 'seller' | 'bidder'): Bid & { sellerId: string } {
  const accepted = row.status === 'accepted';
  return {
    id: row.id,
    adId: row.ad_id,
    adTitle: row.title,
    adLocation: row.location,
    adImage: row.images[0] ?? null,
    originalPrice: row.original_price === null ? null : Number(row.original_price),
    bidAmount: Number(row.amount),
    currency: row.currency,
    status: row.status,
    message: row.message,
    createdAt: new Date(row.created_at).toISOString(),
    expiresAt: new Date(row.expires_at).toISOString(),
    decidedAt: row.decided_at ? new Date(row.decided_at).toISOString() : null,
    bidderName: row.bidder_name,
    contact: !accepted
      ? null
      : viewer === 'seller'
        ? { name: row.bidder_name, email: row.bidder_email, phone: row.bidder_phone }
        : { name: '', email: row.contact_email, phone: row.contact_phone },
    sellerId: row.seller_id,
  };
}

/** Bids on ads (accounts spec 2.9; contract "Bids"): placed by others, decided by the seller, expiring after 7 days. */
@Injectable()
export class BidsService {
  private readonly mailContext: { publicUrl: string; siteName: string };

  constructor(
    private readonly dataSource: DataSource,
    private readonly outbox: OutboxRelay,
    @InjectEnv() env: Env,
  ) {
    this.mailContext = siteOf(env);
  }

  async place(dto: PlaceBidForUser): Promise<{ success: true; message: string; bid: Bid }> {
    const id = await this.dataSource.transaction(async (manager) => {
      const [ad] = await manager.query(
        `SELECT "user_id", "title", "price", "currency", "status", "images" FROM "ads"."ads" WHERE "id" = $1`,
        [dto.adId],
      );
      if (!ad) throw notFound(ADS_MESSAGES.adNotFound);
      if (ad.user_id === dto.userId) throw rpcError(ErrorCode.Forbidden, M.ownAd);
      if (ad.status !== 'approved') throw rpcError(ErrorCode.Conflict, M.adNotOpen);
      // One pending bid per buyer and ad: a new one replaces it (the unique index makes bids sent at once one).
      const [row] = await manager.query(
        `INSERT INTO "ads"."bids" ("ad_id", "bidder_id", "bidder_name", "bidder_email", "bidder_phone", "amount", "currency",
           "original_price", "message", "expires_at")
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, now() + interval '${BID_LIFETIME_DAYS} days')
         ON CONFLICT ("ad_id", "bidder_id") WHERE "status" = 'pending' DO UPDATE SET
           "amount" = EXCLUDED."amount", "message" = EXCLUDED."message", "original_price" = EXCLUDED."original_price",
           "currency" = EXCLUDED."currency", "bidder_name" = EXCLUDED."bidder_name", "bidder_email" = EXCLUDED."bidder_email",
           "bidder_phone" = EXCLUDED."bidder_phone", "created_at" = now(), "expires_at" = EXCLUDED."expires_at"
         RETURNING "id"`,
        [
          dto.adId,
          dto.userId,
          dto.bidderName,
          dto.bidderEmail,
          dto.bidderPhone ?? null,
          dto.amount,
          ad.currency,
          ad.price,
          dto.message ?? '',
        ],
      );
      // Every bid reaches the seller's phone at once; the mails are bundled per hour.
      await addUserPush(this.outbox, manager, ad.user_id, {
        kind: 'bid',
        title: ad.title,
        body: PUSH_TEXTS.bidPlaced(formatAmount(dto.amount, ad.currency)),
        url: PUSH_URLS.ownAds,
        ...pushImage(ad.images),
      });
      if (await this.mayMailSellerNow(manager, dto.adId)) {
        await this.mail(
          manager,
          ad.user_id,
          newBidMail(
            { adTitle: ad.title, amount: dto.amount, currency: ad.currency, message: dto.message ?? '', bidderName: dto.bidderName },
            this.mailContext,
          ),
        );
      }
      return row.id as number;
    });
    void this.outbox.flush();
    return { success: true, message: M.placed, bid: await this.one(id, 'bidder') };
  }

  async forAd(userId: string, adId: number): Promise<BidList> {
    const [ad] = await this.dataSource.query(`SELECT "user_id" FROM "ads"."ads" WHERE "id" = $1`, [adId]);
    if (!ad) throw notFound(ADS_MESSAGES.adNotFound);
    if (ad.user_id !== userId) throw rpcError(ErrorCode.Forbidden, 'Alleen de verkoper ziet de biedingen op deze advertentie');
    // A withdrawn bid is the bidder's business alone: it leaves the seller's list.
    const rows: BidRow[] = await this.dataSource.query(
      `${SELECT} WHERE b."ad_id" = $1 AND b."status" <> 'withdrawn' ORDER BY b."created_at" DESC, b."id" DESC`,
      [adId],
    );
    const bids = rows.map((r) => strip(toBid(r, 'seller')));
    return { bids, total: bids.length };
  }

  /** The bidder's own bids, each with the seller's id so the gateway can name the seller of an accepted one. */
  async mine(userId: string): Promise<{ bids: (Bid & { sellerId: string })[]; total: number }> {
    const rows: BidRow[] = await this.dataSource.query(`${SELECT} WHERE b."bidder_id" = $1 ORDER BY b."created_at" DESC, b."id" DESC`, [
      userId,
    ]);
    return { bids: rows.map((r) => toBid(r, 'bidder')), total: rows.length };
  }

  /** Only the seller, only a pending bid within its 7 days; the bidder hears of it by mail. */
  async decide(dto: DecideBidForUser): Promise<{ success: true; message: string; bid: Bid }> {
    await this.dataSource.transaction(async (manager) => {
      const [bid] = await manager.query(
        `SELECT b."status", b."expires_at" <= now() AS "expired", b."bidder_id", b."amount", b."currency", a."user_id" AS "seller_id",
           a."title", a."images"
           FROM "ads"."bids" b JOIN "ads"."ads" a ON a."id" = b."ad_id" WHERE b."id" = $1 FOR UPDATE OF b`,
        [dto.id],
      );
      if (!bid) throw notFound(M.notFound);
      if (bid.seller_id !== dto.userId) throw rpcError(ErrorCode.Forbidden, 'Alleen de verkoper beslist over een bod');
      if (bid.status !== 'pending' || bid.expired) throw rpcError(ErrorCode.Conflict, M.notPending);
      await manager.query(`UPDATE "ads"."bids" SET "status" = $2, "decided_at" = now() WHERE "id" = $1`, [dto.id, dto.status]);
      await this.mail(
        manager,
        bid.bidder_id,
        bidDecisionMail({ adTitle: bid.title, amount: Number(bid.amount), currency: bid.currency, status: dto.status }, this.mailContext),
      );
      await addUserPush(this.outbox, manager, bid.bidder_id, {
        kind: 'bid',
        title: bid.title,
        body: dto.status === 'accepted' ? PUSH_TEXTS.bidAccepted : PUSH_TEXTS.bidRejected,
        url: PUSH_URLS.myBids,
        ...pushImage(bid.images),
      });
    });
    void this.outbox.flush();
    return { success: true, message: dto.status === 'accepted' ? M.accepted : M.rejected, bid: strip(await this.one(dto.id, 'seller')) };
  }

  /** The bidder takes back a bid the seller has not decided on yet (within its 7 days). */
  async withdraw(dto: WithdrawBidForUser): Promise<{ success: true; message: string; bid: Bid }> {
    await this.dataSource.transaction(async (manager) => {
      const [bid] = await manager.query(
        `SELECT "status", "expires_at" <= now() AS "expired", "bidder_id" FROM "ads"."bids" WHERE "id" = $1 FOR UPDATE`,
        [dto.id],
      );
      if (!bid) throw notFound(M.notFound);
      if (bid.bidder_id !== dto.userId) throw rpcError(ErrorCode.Forbidden, M.notBidder);
      if (bid.status !== 'pending' || bid.expired) throw rpcError(ErrorCode.Conflict, M.notPending);
      await manager.query(`UPDATE "ads"."bids" SET "status" = 'withdrawn', "decided_at" = now() WHERE "id" = $1`, [dto.id]);
    });
    return { success: true, message: M.withdrawn, bid: strip(await this.one(dto.id, 'bidder')) };
  }

  /**
   * The seller hears of a bid at once, but of one ad at most once an hour: a bid inside the hour marks the ad for the
   * digest that follows (sendDigests). Answers whether this bid's own mail goes now.
   */
  private async mayMailSellerNow(manager: EntityManager, adId: number): Promise<boolean> {
    const [row] = await manager.query(
      `INSERT INTO "ads"."bid_mail_windows" AS w ("ad_id", "last_mailed_at") VALUES ($1, now())
       ON CONFLICT ("ad_id") DO UPDATE SET
         "digest_due" = w."last_mailed_at" > now() - interval '${BID_MAIL_HOURS} hour',
         "last_mailed_at" = CASE WHEN w."last_mailed_at" > now() - interval '${BID_MAIL_HOURS} hour' THEN w."last_mailed_at" ELSE now() END
       RETURNING "last_mailed_at" = now() AS "mail_now"`,
      [adId],
    );
    return row.mail_now;
  }

  /**
   * The digests: for each ad whose hour since the last bid mail has passed with bids waiting, one mail listing the
   * pending bids placed since. Rows are locked while sent, so replicas running the job at once never send one twice.
   */
  async sendDigests(): Promise<{ sent: number }> {
    const sent = await this.dataSource.transaction(async (manager) => {
      const due: { ad_id: number; since: Date; user_id: string; title: string }[] = await manager.query(
        `SELECT w."ad_id", w."last_mailed_at" AS "since", a."user_id", a."title" FROM "ads"."bid_mail_windows" w
           JOIN "ads"."ads" a ON a."id" = w."ad_id"
          WHERE w."digest_due" AND w."last_mailed_at" <= now() - interval '${BID_MAIL_HOURS} hour'
          ORDER BY w."last_mailed_at" LIMIT 100 FOR UPDATE OF w SKIP LOCKED`,
      );
      for (const ad of due) {
        const bids: { bidder_name: string; amount: string; currency: Bid['currency'] }[] = await manager.query(
          `SELECT "bidder_name", "amount", "currency" FROM "ads"."bids"
            WHERE "ad_id" = $1 AND "status" = 'pending' AND "created_at" > $2 ORDER BY "created_at"`,
          [ad.ad_id, ad.since],
        );
        if (bids.length) {
          const lines = bids.map((b) => ({ bidderName: b.bidder_name, amount: Number(b.amount), currency: b.currency }));
          await this.mail(manager, ad.user_id, bidDigestMail({ adTitle: ad.title, bids: lines }, this.mailContext));
        }
        await manager.query(`UPDATE "ads"."bid_mail_windows" SET "last_mailed_at" = now(), "digest_due" = false WHERE "ad_id" = $1`, [
          ad.ad_id,
        ]);
      }
      return due.length;
    });
    void this.outbox.flush();
    return { sent };
  }

  /** The hourly job: pending bids past their 7 days become expired (idempotent, so every replica may run it). */
  async expireDue(): Promise<{ expired: number }> {
    const [, expired] = await this.dataSource.query(
      `UPDATE "ads"."bids" SET "status" = 'expired' WHERE "status" = 'pending' AND "expires_at" <= now()`,
    );
    return { expired: Number(expired) };
  }

  private async one(id: number, viewer: 'seller' | 'bidder'): Promise<Bid & { sellerId: string }> {
    const [row]: BidRow[] = await this.dataSource.query(`${SELECT} WHERE b."id" = $1`, [id]);
    return toBid(row, viewer);
  }

  /** The mail leaves with the bid's own transaction (outbox); the accounts-service sends it if the user wants mail. */
  private mail(manager: EntityManager, userId: string, mail: { subject: string; content: MailContent }): Promise<void> {
    return addUserMail(this.outbox, manager, userId, mail);
  }
}

function strip({ sellerId: _sellerId, ...bid }: Bid & { sellerId: string }): Bid {
  return bid;
}
