import { Injectable } from '@nestjs/common';
import { FAVOURITE_IDS_MAX, type FavouriteIds, type FavouriteList, type FavouriteStatus, ADS_MESSAGES } from '@surimarkt/contracts';
import { notFound } from '@surimarkt/server';
import { DataSource } from 'typeorm';
import { CategoriesService } from '../categories/categories.service';
import { type AdRow, OTHERS_AD_COLUMNS, SHOWN_TO_OTHERS, toAd, VIEWS_JOIN } from '../ads/ad-row';
import { ExchangeRates } from '../exchange-rates/exchange-rates.service';

/** A user's hearts. Adding twice or removing what is not there is fine (the heart just shows the result). */
@Injectable()
export class FavouritesService {
  constructor(
    private readonly rates: ExchangeRates,
    private readonly dataSource: DataSource,
    private readonly categories: CategoriesService,
  ) {}

  async status(userId: string, adId: number): Promise<FavouriteStatus> {
    const [row] = await this.dataSource.query('SELECT 1 FROM "ads"."favourites" WHERE "user_id" = $1 AND "ad_id" = $2', [userId, adId]);
    return { isFavorite: Boolean(row) };
  }

  /** Only an approved ad can get a heart; an unknown or hidden one is 404, as on the ad page. */
  async add(userId: string, adId: number): Promise<FavouriteStatus> {
    const [ad] = await this.dataSource.query(`SELECT 1 FROM "ads"."ads" WHERE "id" = $1 AND "status" = 'approved'`, [adId]);
    if (!ad) throw notFound(ADS_MESSAGES.adNotFound);
    await this.dataSource.query('INSERT INTO "ads"."favourites" ("user_id", "ad_id") VALUES ($1, $2) ON CONFLICT DO NOTHING', [
      userId,
      adId,
    ]);
    return { isFavorite: true };
  }

  async remove(userId: string, adId: number): Promise<FavouriteStatus> {
    await this.dataSource.query('DELETE FROM "ads"."favourites" WHERE "user_id" = $1 AND "ad_id" = $2', [userId, adId]);
    return { isFavorite: false };
  }

  /**
   * Newest heart first; an ad that went offline stays listed with its status, so the user sees what happened. An ad
   * whose edit waits for review shows as it was approved (someone else's unreviewed text never reaches a list).
   */
  async list(userId: string): Promise<FavouriteList> {
    const rows: Array<AdRow & { favourite_added_at: Date }> = await this.dataSource.query(
      `SELECT ${OTHERS_AD_COLUMNS}, f."created_at" AS "favourite_added_at" FROM "ads"."favourites" f
         JOIN "ads"."ads" a ON a."id" = f."ad_id" ${VIEWS_JOIN}
        WHERE f."user_id" = $1 AND ${SHOWN_TO_OTHERS} ORDER BY f."created_at" DESC LIMIT 500`,
      [userId],
    );
    const [byId, rate] = await Promise.all([this.categories.index(), this.rates.eurToSrd()]);
    const ads = rows.map((row) => ({
      ...toAd(row, (id) => byId.get(id), rate),
      favoriteAddedAt: new Date(row.favourite_added_at).toISOString(),
    }));
    return { ads, total: ads.length };
  }

  /** The ad ids of the user's hearts, newest first: a page of cards shows its hearts from one read. */
  async ids(userId: string): Promise<FavouriteIds> {
    const rows: Array<{ ad_id: number }> = await this.dataSource.query(
      `SELECT "ad_id" FROM "ads"."favourites" WHERE "user_id" = $1 ORDER BY "created_at" DESC LIMIT ${FAVOURITE_IDS_MAX}`,
      [userId],
    );
    return { adIds: rows.map((row) => row.ad_id) };
  }
}
