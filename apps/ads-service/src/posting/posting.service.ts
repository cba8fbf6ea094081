import { Injectable } from '@nestjs/common';
import {
  AD_WRITE_MESSAGES as M,
  type AdWriteResponse,
  bunkopuMaxCents,
  bunkopuMaxMessage,
  type CreateAdForUser,
  type Currency,
  ErrorCode,
  type OwnAdList,
  type UpdateAdForUser,
  type UserStatistics,
  ADS_MESSAGES,
  SALE_MESSAGES,
} from '@surimarkt/contracts';
import { badRequest, notFound, rpcError } from '@surimarkt/server';
import { DataSource } from 'typeorm';
import { ExchangeRates } from '../exchange-rates/exchange-rates.service';
import { CategoriesService } from '../categories/categories.service';
import { FiltersService } from '../filters/filters.service';
import { AdModerationService } from '../moderation/ad-moderation.service';
import { BusinessSlotsService } from '../business/business-slots.service';
import { searchColumns } from '../search/search-vocabulary';
import { VIEWS_JOIN } from '../ads/ad-row';
import { OWN_COLUMNS, OwnAdReader, type OwnAdRow } from '../ads/own-ad-reader.service';
import { Ratings } from '../reviews/ratings.service';
import { VerifiedPhones } from '../verified-phones/verified-phones.service';

/** Posting: an owner's ads written (pending until approved), edited, listed in every status and removed. */
/** What the moderation-service's queue and the operator's mail show of a submitted ad. */
const submittedFacts = (dto: { userId: string; title: string; description: string; price?: number | null; currency: Currency }) => ({
  userId: dto.userId,
  title: dto.title,
  description: dto.description,
  price: dto.price ?? null,
  currency: dto.currency,
});

@Injectable()
export class PostingService {
  constructor(
    private readonly rates: ExchangeRates,
    private readonly dataSource: DataSource,
    private readonly categories: CategoriesService,
    private readonly moderation: AdModerationService,
    private readonly filters: FiltersService,
    private readonly slots: BusinessSlotsService,
    private readonly reader: OwnAdReader,
    private readonly phones: VerifiedPhones,
    private readonly ratings: Ratings,
  ) {}

  /** The category pair, checked: a main category, a subcategory of it, and the Bunkopu caps. */
  private async checkedCategories(dto: {
    categoryId: number;
    subcategoryId?: number | null;
    price: number | null | undefined;
    currency: 'EUR' | 'SRD';
  }) {
    const category = await this.categories.byId(dto.categoryId);
    if (!category || category.parentId !== null) throw badRequest(M.categoryRequired, { categoryId: M.categoryRequired });
    const subcategory = dto.subcategoryId ? await this.categories.byId(dto.subcategoryId) : undefined;
    if (dto.subcategoryId && subcategory?.parentId !== category.id)
      throw badRequest(M.subcategoryInvalid, { subcategoryId: M.subcategoryInvalid });
    // 10 EUR, or 10 × today's rate in SRD.
    const eurToSrd = await this.rates.eurToSrd();
    if (
      (category.isBunkopu || subcategory?.isBunkopu) &&
      dto.price !== null &&
      dto.price !== undefined &&
      dto.price > bunkopuMaxCents(dto.currency, eurToSrd)
    ) {
      const message = bunkopuMaxMessage(dto.currency, eurToSrd);
      throw badRequest(message, { price: message });
    }
    return { category, subcategory };
  }

  /** Stores the ad as pending, photos in the order given (cover first). The Bunkopu caps need the category, so they are checked here. */
  async create(dto: CreateAdForUser): Promise<AdWriteResponse> {
    const { category, subcategory } = await this.checkedCategories(dto);
    const attributes = await this.filters.checkedAttributes([category.slug, ...(subcategory ? [subcategory.slug] : [])], dto.attributes);
    const search = searchColumns(dto.title, dto.description, [category.name, subcategory?.name]);
    const id = await this.dataSource.transaction(async (manager) => {
      const lifetimeDays = await this.slots.claimSlot(manager, dto.userId, dto.accountType);
      const [row] = await manager.query(
        `INSERT INTO "ads"."ads" ("user_id", "title", "description", "price", "currency", "images", "location", "category_id",
           "subcategory_id",
           "contact_phone", "contact_email", "status", "search_title", "search_body", "attributes", "lifetime_days", "phone_verified")
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, 'pending', $12, $13, $14, $15, $16) RETURNING "id"`,
        [
          dto.userId,
          dto.title,
          dto.description,
          dto.price ?? null,
          dto.currency,
          dto.images,
          dto.location,
          category.id,
          subcategory?.id ?? null,
          dto.phone,
          dto.email ?? null,
          search.searchTitle,
          search.searchBody,
          JSON.stringify(attributes),
          lifetimeDays,
          await this.phones.isVerified(manager, dto.userId, dto.phone),
        ],
      );
      await this.moderation.submitted(manager, { id: row.id, ...submittedFacts(dto) }, 'new');
      return row.id as number;
    });
    this.moderation.announce();
    return { success: true, message: M.posted, ad: await this.reader.ownAd(id) };
  }

  async list(userId: string): Promise<OwnAdList> {
    const rows: (OwnAdRow & { pending_bids: number })[] = await this.dataSource.query(
      `SELECT ${OWN_COLUMNS},
              (SELECT count(*)::int FROM "ads"."bids" b WHERE b."ad_id" = a."id" AND b."status" = 'pending' AND b."expires_at" > now()) AS
                "pending_bids"
         FROM "ads"."ads" a ${VIEWS_JOIN} WHERE a."user_id" = $1 ORDER BY a."created_at" DESC, a."id" DESC`,
      [userId],
    );
    const ads = await this.reader.toOwnAds(rows);
    return { ads: ads.map((ad, i) => ({ ...ad, pendingBids: rows[i].pending_bids })), total: ads.length };
  }

  /**
   * The owner's edit (the dialog of accounts spec 2.6). A changed title or description, or a new photo, must be
   * reviewed again, so the ad goes back to pending; a new price or phone number, or photos removed or put in another
   * order, need no review. While an edit of an online ad waits, its page shows the version last approved.
   */
  async update(dto: UpdateAdForUser): Promise<AdWriteResponse> {
    const [current] = await this.dataSource.query(
      `SELECT "user_id", "title", "description", "images", "status" FROM "ads"."ads" WHERE "id" = $1`,
      [dto.id],
    );
    if (!current) throw notFound(ADS_MESSAGES.adNotFound);
    if (current.user_id !== dto.userId) throw rpcError(ErrorCode.Forbidden, M.notOwner);
    if (current.status === 'sold') throw rpcError(ErrorCode.Conflict, SALE_MESSAGES.soldNotEditable);
    const { category, subcategory } = await this.checkedCategories(dto);
    const images: string[] = dto.images ?? current.images;
    const hasNewPhoto = images.some((image) => !(current.images as string[]).includes(image));
    const needsReview = dto.title !== current.title || dto.description !== current.description || hasNewPhoto;
    const status = needsReview && current.status !== 'pending' ? 'pending' : current.status;
    const search = searchColumns(dto.title, dto.description, [category.name, subcategory?.name]);
    await this.dataSource.transaction(async (manager) => {
      await manager.query(
        `UPDATE "ads"."ads" SET "title" = $2, "description" = $3, "price" = $4, "currency" = $5, "images" = $6, "location" = $7,
           "category_id" = $8, "subcategory_id" = $9, "contact_phone" = $10, "status" = $11, "search_title" = $12, "search_body" = $13,
           "rejection_reason" = CASE WHEN $11::varchar = 'pending' THEN NULL ELSE "rejection_reason" END, "updated_at" = now(),
           "phone_verified" = $14,
           -- An approved version going back to review: what other people's lists show until the edit is approved.
           "approved_title" = CASE WHEN "status" IN ('approved', 'expired', 'reported') AND $11::varchar = 'pending' THEN "title"
             ELSE "approved_title" END,
           "approved_images" = CASE WHEN "status" IN ('approved', 'expired', 'reported') AND $11::varchar = 'pending' THEN "images"
             ELSE "approved_images" END,
           -- Only an online ad keeps its page while the edit waits (one that had expired or was reported stays offline).
           "approved_description" = CASE WHEN $11::varchar = 'pending' AND "status" = 'approved' THEN "description"
             WHEN $11::varchar = 'pending' AND "status" = 'pending' THEN "approved_description" END
         WHERE "id" = $1`,
        [
          dto.id,
          dto.title,
          dto.description,
          dto.price,
          dto.currency,
          images,
          dto.location,
          category.id,
          subcategory?.id ?? null,
          dto.phone,
          status,
          search.searchTitle,
          search.searchBody,
          await this.phones.isVerified(manager, dto.userId, dto.phone),
        ],
      );
      if (needsReview) await this.moderation.submitted(manager, { id: dto.id, ...submittedFacts(dto) }, 'edited');
    });
    if (needsReview) this.moderation.announce();
    return { success: true, message: needsReview ? M.updatedBackToReview : M.updated, ad: await this.reader.ownAd(dto.id) };
  }

  /** The counters of the profile (accounts spec 3), with the rating others gave the user (null without reviews). */
  async statistics(userId: string): Promise<UserStatistics> {
    const [row] = await this.dataSource.query(
      `SELECT count(*)::int AS total, count(*) FILTER (WHERE a."status" = 'approved')::int AS active,
              count(*) FILTER (WHERE a."status" = 'pending')::int AS pending, count(*) FILTER (WHERE a."status" = 'rejected')::int AS
                rejected,
              count(*) FILTER (WHERE a."status" = 'expired')::int AS expired, COALESCE(sum(v."views"), 0)::bigint AS views
         FROM "ads"."ads" a ${VIEWS_JOIN} WHERE a."user_id" = $1`,
      [userId],
    );
    return {
      totalAds: row.total,
      activeAds: row.active,
      pendingAds: row.pending,
      rejectedAds: row.rejected,
      expiredAds: row.expired,
      totalViews: Number(row.views),
      averageRating: await this.ratings.averageOrNull(userId),
    };
  }

  /** 404 for an ad that does not exist, 403 for someone else's. */
  async delete(userId: string, id: number): Promise<{ success: true; message: string }> {
    const [ad] = await this.dataSource.query(`SELECT "user_id" FROM "ads"."ads" WHERE "id" = $1`, [id]);
    if (!ad) throw notFound(ADS_MESSAGES.adNotFound);
    if (ad.user_id !== userId) throw rpcError(ErrorCode.Forbidden, M.notOwner);
    await this.dataSource.query(`DELETE FROM "ads"."ads" WHERE "id" = $1 AND "user_id" = $2`, [id, userId]);
    return { success: true, message: M.deleted };
  }
}
