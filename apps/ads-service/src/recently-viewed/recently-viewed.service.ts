import { Injectable } from '@nestjs/common';
import { RECENTLY_VIEWED_MAX, type RecentlyViewedItem, type RecentlyViewedList } from '@surimarkt/contracts';
import { DataSource } from 'typeorm';
import { SHOWN_CONTENT, SHOWN_TO_OTHERS } from '../ads/ad-row';
import { CategoriesService } from '../categories/categories.service';

interface RecentlyViewedRow {
  id: number;
  title: string;
  price: string | null;
  currency: RecentlyViewedItem['currency'];
  location: string;
  images: string[];
  status: RecentlyViewedItem['status'];
  category_id: number;
  viewed_at: Date;
  view_count: number;
}

/** A logged-in user's history: at most RECENTLY_VIEWED_MAX ads, newest first; every write trims the rest. */
@Injectable()
export class RecentlyViewedService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly categories: CategoriesService,
  ) {}

  /** A view of an approved ad: first seen, or once more (moved to the top). Anything else is not recorded. */
  async record(userId: string, adId: number): Promise<void> {
    await this.dataSource.query(
      `INSERT INTO "ads"."recently_viewed" ("user_id", "ad_id")
       SELECT $1, "id" FROM "ads"."ads" WHERE "id" = $2 AND "status" = 'approved'
       ON CONFLICT ("user_id", "ad_id") DO UPDATE SET "viewed_at" = now(), "view_count" = "recently_viewed"."view_count" + 1`,
      [userId, adId],
    );
    await this.trim(userId);
  }

  async list(userId: string): Promise<RecentlyViewedList> {
    const rows: RecentlyViewedRow[] = await this.dataSource.query(
      `SELECT a."id", ${SHOWN_CONTENT.title} AS "title", a."price", a."currency", a."location", ${SHOWN_CONTENT.images} AS "images",
         a."status", a."category_id", r."viewed_at", r."view_count"
         FROM "ads"."recently_viewed" r JOIN "ads"."ads" a ON a."id" = r."ad_id"
        WHERE r."user_id" = $1 AND ${SHOWN_TO_OTHERS} ORDER BY r."viewed_at" DESC, r."ad_id" DESC LIMIT ${RECENTLY_VIEWED_MAX}`,
      [userId],
    );
    const byId = await this.categories.index();
    const items = rows.map((row): RecentlyViewedItem => ({
      id: row.id,
      title: row.title,
      price: row.price === null ? null : Number(row.price),
      currency: row.currency,
      location: row.location,
      images: row.images,
      viewedAt: new Date(row.viewed_at).toISOString(),
      viewCount: row.view_count,
      status: row.status,
      categoryName: byId.get(row.category_id)?.name ?? '',
    }));
    return { items, total: items.length };
  }

  /**
   * The browser's list (newest first) joins the server's at login. The server's entries keep their place and
   * count; the browser's new ones follow them in the given order, a millisecond apart, seen once. Only approved
   * ads are taken: the list shows titles and prices, so an id must not reveal an ad that is not public.
   */
  async merge(userId: string, adIds: number[]): Promise<RecentlyViewedList> {
    const ids = [...new Set(adIds)];
    if (ids.length > 0) {
      await this.dataSource.query(
        `WITH below AS (SELECT COALESCE(min("viewed_at"), now()) AS "at" FROM "ads"."recently_viewed" WHERE "user_id" = $1)
         INSERT INTO "ads"."recently_viewed" ("user_id", "ad_id", "viewed_at", "view_count")
         SELECT $1, a."id", below."at" - g."ord" * interval '1 millisecond', 1
           FROM unnest($2::int[]) WITH ORDINALITY AS g("id", "ord")
           JOIN "ads"."ads" a ON a."id" = g."id" AND a."status" = 'approved'
           CROSS JOIN below
         ON CONFLICT ("user_id", "ad_id") DO NOTHING`,
        [userId, ids],
      );
      await this.trim(userId);
    }
    return this.list(userId);
  }

  async clear(userId: string): Promise<RecentlyViewedList> {
    await this.dataSource.query('DELETE FROM "ads"."recently_viewed" WHERE "user_id" = $1', [userId]);
    return { items: [], total: 0 };
  }

  /** Removing one that is not there is fine: the page just shows the result. */
  async remove(userId: string, adId: number): Promise<RecentlyViewedList> {
    await this.dataSource.query('DELETE FROM "ads"."recently_viewed" WHERE "user_id" = $1 AND "ad_id" = $2', [userId, adId]);
    return this.list(userId);
  }

  private async trim(userId: string): Promise<void> {
    await this.dataSource.query(
      `DELETE FROM "ads"."recently_viewed" WHERE "user_id" = $1 AND "ad_id" NOT IN (
         SELECT "ad_id" FROM "ads"."recently_viewed" WHERE "user_id" = $1 ORDER BY "viewed_at" DESC, "ad_id" DESC LIMIT
           ${RECENTLY_VIEWED_MAX})`,
      [userId],
    );
  }
}
