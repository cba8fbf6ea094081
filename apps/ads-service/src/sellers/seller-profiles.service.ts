import { Injectable } from '@nestjs/common';
import { type AdList, PROFILE_ADS_PAGE_SIZE, REVIEW_MESSAGES as M, type SellerProfile } from '@surimarkt/contracts';
import { notFound } from '@surimarkt/server';
import { DataSource } from 'typeorm';
import { AD_COLUMNS, type AdRow, toAd, VIEWS_JOIN } from '../ads/ad-row';
import { CategoriesService } from '../categories/categories.service';
import { Identities } from '../identities/identities.service';
import { Ratings } from '../reviews/ratings.service';
import { ExchangeRates } from '../exchange-rates/exchange-rates.service';
import { ActiveAdCounts } from './active-ad-counts';

/** A seller's public page (/verkoper/{id}): who they are, their rating and their ads online; never contact details. */
@Injectable()
export class SellerProfiles {
  constructor(
    private readonly rates: ExchangeRates,
    private readonly dataSource: DataSource,
    private readonly identities: Identities,
    private readonly ratings: Ratings,
    private readonly categories: CategoriesService,
    private readonly activeAds: ActiveAdCounts,
  ) {}

  async profile(userId: string): Promise<SellerProfile> {
    const [identity, rating, activeAds] = await Promise.all([
      this.identities.byIds([userId]).then((found) => found.get(userId)),
      this.ratings.of(userId),
      this.activeAds.of(userId),
    ]);
    if (!identity) throw notFound(M.userNotFound);
    return { ...identity, rating, activeAds };
  }

  /** One page of the seller's ads online, newest first; total counts them all, for the page's pager. */
  async ads(userId: string, page: number): Promise<AdList> {
    const [rows, [{ total }]]: [AdRow[], { total: number }[]] = await Promise.all([
      this.dataSource.query(
        `SELECT ${AD_COLUMNS} FROM "ads"."ads" a ${VIEWS_JOIN} WHERE a."user_id" = $1 AND a."status" = 'approved'
         ORDER BY a."created_at" DESC, a."id" DESC LIMIT ${PROFILE_ADS_PAGE_SIZE} OFFSET $2`,
        [userId, (page - 1) * PROFILE_ADS_PAGE_SIZE],
      ),
      this.dataSource.query(`SELECT count(*)::int AS "total" FROM "ads"."ads" WHERE "user_id" = $1 AND "status" = 'approved'`, [userId]),
    ]);
    const [byId, rate] = await Promise.all([this.categories.index(), this.rates.eurToSrd()]);
    return { ads: rows.map((row) => toAd(row, (id) => byId.get(id), rate)), total };
  }
}
