import { Injectable } from '@nestjs/common';
import { AD_INSIGHTS_TOP, type AdInsights, type AdInsightsRequest, CONTACT_METHODS, type ContactMethod } from '@surimarkt/contracts';
import { DataSource } from 'typeorm';

const SINCE = `(now() AT TIME ZONE 'America/Paramaribo')::date - ($2::int - 1)`;

/** The business dashboard's figures for a set of ads (the gateway sends the owner's own), read from the per-ad daily rollups. */
@Injectable()
export class AdInsightsService {
  constructor(private readonly dataSource: DataSource) {}

  async insights({ adIds, days }: AdInsightsRequest): Promise<AdInsights> {
    const ids = [...new Set(adIds.filter((id) => Number.isInteger(id) && id > 0))];
    const params = [ids, days];
    const [perAd, contactsByDay, tops] = await Promise.all([
      this.dataSource.query(
        `SELECT "ad_id", sum("count") FILTER (WHERE "dimension" = 'view') AS "views", sum("count") FILTER (WHERE "dimension" = 'contact')
           AS "contacts"
           FROM "analytics"."ad_daily_counts" WHERE "ad_id" = ANY($1::int[]) AND "dimension" IN ('view', 'contact') AND "day" >= ${SINCE}
          GROUP BY "ad_id" ORDER BY 2 DESC NULLS LAST, 1`,
        params,
      ) as Promise<{ ad_id: number; views: string | null; contacts: string | null }[]>,
      this.dataSource.query(
        `SELECT to_char("day", 'YYYY-MM-DD') AS "date", "key", sum("count") AS "count"
           FROM "analytics"."ad_daily_counts" WHERE "ad_id" = ANY($1::int[]) AND "dimension" = 'contact' AND "day" >= ${SINCE}
          GROUP BY 1, 2 ORDER BY 1`,
        params,
      ) as Promise<{ date: string; key: string; count: string }[]>,
      this.dataSource.query(
        `SELECT "dimension", "key", "count" FROM (
           SELECT "dimension", "key", sum("count") AS "count", row_number() OVER (PARTITION BY "dimension" ORDER BY sum("count") DESC,
             "key") AS "rank"
             FROM "analytics"."ad_daily_counts" WHERE "ad_id" = ANY($1::int[]) AND "dimension" IN ('country', 'district', 'search',
               'contact') AND "day" >= ${SINCE}
            GROUP BY 1, 2) AS "ranked"
          WHERE "rank" <= ${AD_INSIGHTS_TOP} ORDER BY "dimension", "rank"`,
        params,
      ) as Promise<{ dimension: string; key: string; count: string }[]>,
    ]);

    const top = (dimension: string) => tops.filter((r) => r.dimension === dimension).map((r) => ({ key: r.key, count: Number(r.count) }));
    const byDay = new Map<string, AdInsights['contactsByDay'][number]>();
    for (const row of contactsByDay) {
      if (!(CONTACT_METHODS as readonly string[]).includes(row.key)) continue;
      const day = byDay.get(row.date) ?? { date: row.date, phone: 0, whatsapp: 0, email: 0 };
      day[row.key as ContactMethod] += Number(row.count);
      byDay.set(row.date, day);
    }
    const rows = perAd.map((r) => ({ adId: r.ad_id, views: Number(r.views ?? 0), contacts: Number(r.contacts ?? 0) }));
    return {
      days,
      totals: { views: rows.reduce((sum, r) => sum + r.views, 0), contacts: rows.reduce((sum, r) => sum + r.contacts, 0) },
      perAd: rows,
      contactsByMethod: top('contact')
        .filter((r) => (CONTACT_METHODS as readonly string[]).includes(r.key))
        .map((r) => ({ method: r.key as ContactMethod, count: r.count })),
      contactsByDay: [...byDay.values()],
      countries: top('country').map((r) => ({ country: r.key, count: r.count })),
      districts: top('district').map((r) => ({ district: r.key, count: r.count })),
      searchTerms: top('search').map((r) => ({ term: r.key, count: r.count })),
    };
  }
}
