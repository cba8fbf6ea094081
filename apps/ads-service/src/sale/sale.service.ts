import { Injectable } from '@nestjs/common';
import {
  ADS_MESSAGES,
  type AdWriteResponse,
  ErrorCode,
  SALE_MESSAGES as M,
  type SaleBuyerList,
  type SaleBuyersRequest,
  type SetSaleForUser,
  SOLD_PAGE_DAYS,
} from '@surimarkt/contracts';
import { notFound, OutboxRelay, rpcError } from '@surimarkt/server';
import { DataSource, type EntityManager } from 'typeorm';
import { OwnAdReader } from '../ads/own-ad-reader.service';
import { Identities } from '../identities/identities.service';
import { ReviewsService } from '../reviews/reviews.service';
import { buyerCandidates } from './sale-buyers';

interface SaleRow {
  user_id: string;
  title: string;
  status: string;
  buyer_id: string | null;
  recently_sold: boolean;
}

/**
 * Reserved and sold, by the owner. Reserved stays listed with a badge. Sold takes the ad out of every list and
 * search at once (status 'sold': the lists and the search postings keep only approved ads); its page says 'Verkocht'
 * for 14 days, and within those days the owner may take the sale back. Selling to someone who bid or wrote about the
 * ad invites both to review each other.
 */
@Injectable()
export class SaleService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly outbox: OutboxRelay,
    private readonly reader: OwnAdReader,
    private readonly reviews: ReviewsService,
    private readonly identities: Identities,
  ) {}

  async set(dto: SetSaleForUser): Promise<AdWriteResponse> {
    // Names for the invitation mails are asked before the transaction, so no row stays locked across a request.
    const names = dto.status === 'sold' && dto.buyerId ? await this.identities.byIds([dto.userId, dto.buyerId]) : new Map();
    await this.dataSource.transaction(async (manager) => {
      const ad = await this.ownersAd(manager, dto.id, dto.userId);
      if (dto.status === 'sold') await this.sell(manager, dto.id, ad, dto.buyerId, names);
      else await this.offer(manager, dto.id, ad, dto.status);
    });
    void this.outbox.flush();
    return { success: true, message: M[dto.status], ad: await this.reader.ownAd(dto.id) };
  }

  async buyers(dto: SaleBuyersRequest): Promise<SaleBuyerList> {
    const candidates = await this.dataSource.transaction(async (manager) => {
      await this.ownersAd(manager, dto.id, dto.userId);
      return buyerCandidates(manager, dto.id);
    });
    const names = await this.identities.byIds(candidates.map((candidate) => candidate.id));
    return {
      buyers: candidates.flatMap((c) => {
        const identity = names.get(c.id);
        return identity ? [{ id: c.id, displayName: identity.displayName, via: c.via }] : [];
      }),
    };
  }

  private async ownersAd(manager: EntityManager, id: number, userId: string): Promise<SaleRow> {
    const [ad]: SaleRow[] = await manager.query(
      `SELECT "user_id", "title", "status", "buyer_id", "sold_at" > now() - interval '${SOLD_PAGE_DAYS} days' AS "recently_sold"
       FROM "ads"."ads" WHERE "id" = $1 FOR UPDATE`,
      [id],
    );
    if (!ad) throw notFound(ADS_MESSAGES.adNotFound);
    if (ad.user_id !== userId) throw rpcError(ErrorCode.Forbidden, M.notYours);
    return ad;
  }

  private async sell(
    manager: EntityManager,
    id: number,
    ad: SaleRow,
    buyerId: string | undefined,
    names: Map<string, { displayName: string }>,
  ): Promise<void> {
    // Marked sold again: only naming a buyer that was not named yet changes anything.
    if (ad.status === 'sold' && (!buyerId || ad.buyer_id)) return;
    if (ad.status !== 'sold' && ad.status !== 'approved') throw rpcError(ErrorCode.Conflict, M.notOnline);
    if (buyerId) {
      const candidates = await buyerCandidates(manager, id);
      if (buyerId === ad.user_id || !candidates.some((c) => c.id === buyerId)) {
        throw rpcError(ErrorCode.Validation, M.buyerInvalid, { buyerId: M.buyerInvalid });
      }
    }
    await manager.query(
      `UPDATE "ads"."ads" SET "status" = 'sold', "sale_status" = 'sold', "sold_at" = COALESCE("sold_at", now()), "buyer_id" = $2,
         "updated_at" = now() WHERE "id" = $1`,
      [id, buyerId ?? null],
    );
    if (buyerId) await this.reviews.inviteBoth(manager, { adId: id, adTitle: ad.title, sellerId: ad.user_id, buyerId }, names);
  }

  private async offer(manager: EntityManager, id: number, ad: SaleRow, saleStatus: 'available' | 'reserved'): Promise<void> {
    if (ad.status === 'sold') {
      if (!ad.recently_sold) throw rpcError(ErrorCode.Conflict, M.soldTooLongAgo);
      await manager.query(
        `UPDATE "ads"."ads" SET "status" = 'approved', "sale_status" = $2, "sold_at" = NULL, "buyer_id" = NULL, "updated_at" = now()
         WHERE "id" = $1`,
        [id, saleStatus],
      );
      await this.reviews.withdrawUnused(manager, id);
      return;
    }
    if (ad.status !== 'approved') throw rpcError(ErrorCode.Conflict, M.notOnline);
    await manager.query(`UPDATE "ads"."ads" SET "sale_status" = $2, "updated_at" = now() WHERE "id" = $1`, [id, saleStatus]);
  }
}
