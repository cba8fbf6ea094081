import { Injectable } from '@nestjs/common';
import { type AdList, PROFILE_ADS_MAX, REVIEW_MESSAGES as M, type SellerProfile } from '@surimarkt/contracts';
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

  async ads(userId: string): Promise<AdList> {
    const rows: AdRow[] = await this.dataSource.query(
      `SELECT ${AD_COLUMNS} FROM "ads"."ads" a ${VIEWS_JOIN} WHERE a."user_id" = $1 AND a."status" = 'approved'
       ORDER BY a."created_at" DESC, a."id" DESC LIMIT ${PROFILE_ADS_MAX}`,
      [userId],
    );
    const [byId, rate] = await Promise.all([this.categories.index(), this.rates.eurToSrd()]);
    return { ads: rows.map((row) => toAd(row, (id) => byId.get(id), rate)), total: rows.length };
  }
}
