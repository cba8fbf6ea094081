import { Injectable } from '@nestjs/common';
import { AD_WRITE_MESSAGES as M, type AdminAdsListRequest, type OwnAd, ADS_MESSAGES } from '@surimarkt/contracts';
import { notFound } from '@surimarkt/server';
import { DataSource } from 'typeorm';
import { VIEWS_JOIN } from '../ads/ad-row';
import { OWN_COLUMNS, OwnAdReader, type OwnAdRow } from '../ads/own-ad-reader.service';

/** The back-office's reads and removals over every ad, whatever its owner or status. */
@Injectable()
export class AdminAdsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly own: OwnAdReader,
  ) {}

  /**
   * Pending ads first (they wait for the operator), then newest; search over title, description and location. With
   * riskOrder (the moderation-service's pending ads, highest risk first) the ads it names come first, in its order.
   */
  async list(query: AdminAdsListRequest): Promise<{ ads: (OwnAd & { userId: string })[]; total: number }> {
    const where: string[] = [];
    const params: unknown[] = [];
    if (query.status) {
      params.push(query.status);
      where.push(`a."status" = $${params.length}`);
    }
    const term = query.search?.trim();
    if (term) {
      params.push(`%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
      where.push(`(a."title" ILIKE $${params.length} OR a."description" ILIKE $${params.length} OR a."location" ILIKE $${params.length})`);
    }
    const filter = where.length ? `WHERE ${where.join(' AND ')}` : '';
    const [{ total }] = await this.dataSource.query(`SELECT count(*)::int AS total FROM "ads"."ads" a ${filter}`, params);
    let riskOrder = '';
    if (query.riskOrder) {
      params.push(query.riskOrder);
      riskOrder = `array_position($${params.length}::int[], a."id") NULLS LAST,`;
    }
    const rows: (OwnAdRow & { user_id: string })[] = await this.dataSource.query(
      `SELECT ${OWN_COLUMNS}, a."user_id" FROM "ads"."ads" a ${VIEWS_JOIN} ${filter}
        ORDER BY (a."status" = 'pending') DESC, ${riskOrder} a."created_at" DESC, a."id" DESC
        LIMIT ${query.limit ?? 100} OFFSET ${query.offset ?? 0}`,
      params,
    );
    const ads = await this.own.toOwnAds(rows);
    return { ads: ads.map((ad, i) => ({ ...ad, userId: rows[i].user_id })), total };
  }

  async countByOwner(userIds: string[]): Promise<{ counts: Record<string, number> }> {
    const rows: { user_id: string; count: number }[] = await this.dataSource.query(
      `SELECT "user_id", count(*)::int AS count FROM "ads"."ads" WHERE "user_id" = ANY($1::text[]) GROUP BY "user_id"`,
      [userIds],
    );
    return { counts: Object.fromEntries(rows.map((r) => [r.user_id, r.count])) };
  }

  async countByStatus(): Promise<{ status: string; count: number }[]> {
    return this.dataSource.query(`SELECT "status", count(*)::int AS "count" FROM "ads"."ads" GROUP BY "status" ORDER BY 2 DESC`);
  }

  async remove(id: number): Promise<{ success: true; message: string }> {
    const [, deleted] = await this.dataSource.query(`DELETE FROM "ads"."ads" WHERE "id" = $1`, [id]);
    if (!deleted) throw notFound(ADS_MESSAGES.adNotFound);
    return { success: true, message: M.deleted };
  }
}
