import { Injectable } from '@nestjs/common';
import { ADS_MESSAGES, type OwnAd } from '@surimarkt/contracts';
import { notFound } from '@surimarkt/server';
import { DataSource } from 'typeorm';
import { CategoriesService } from '../categories/categories.service';
import { AD_COLUMNS, type AdRow, toAd, VIEWS_JOIN } from './ad-row';
import { ExchangeRates } from '../exchange-rates/exchange-rates.service';

export const OWN_COLUMNS = `${AD_COLUMNS}, a."rejection_reason", a."expires_at"`;
export type OwnAdRow = AdRow & { rejection_reason: string | null; expires_at: Date };

/** An ad of any status as its owner and the back-office see it: for posting, review, packages and the back-office alike. */
@Injectable()
export class OwnAdReader {
  constructor(
    private readonly rates: ExchangeRates,
    private readonly dataSource: DataSource,
    private readonly categories: CategoriesService,
  ) {}

  /** One ad of any status, as its owner and the back-office see it. */
  async ownAd(id: number): Promise<OwnAd> {
    const rows: OwnAdRow[] = await this.dataSource.query(`SELECT ${OWN_COLUMNS} FROM "ads"."ads" a ${VIEWS_JOIN} WHERE a."id" = $1`, [id]);
    if (!rows.length) throw notFound(ADS_MESSAGES.adNotFound);
    return (await this.toOwnAds(rows))[0];
  }

  /** The banned words found are the moderation-service's; the owner's list does not show them. */
  async toOwnAds(rows: OwnAdRow[]): Promise<OwnAd[]> {
    const [byId, rate] = await Promise.all([this.categories.index(), this.rates.eurToSrd()]);
    return rows.map((row) => ({
      ...toAd(row, (id) => byId.get(id), rate),
      rejectionReason: row.rejection_reason,
      flaggedWords: [],
      expiresAt: row.status === 'approved' || row.status === 'expired' ? new Date(row.expires_at).toISOString() : null,
      updatedAt: new Date(row.updated_at).toISOString(),
    }));
  }
}
