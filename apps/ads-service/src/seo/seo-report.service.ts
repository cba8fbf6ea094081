import { Injectable } from '@nestjs/common';
import { SEO_SHORT_DESCRIPTION, type SeoReport } from '@surimarkt/contracts';
import { DataSource } from 'typeorm';
import { CategoriesService } from '../categories/categories.service';

/** What search engines find of the site: the figures behind the back-office's SEO section. */
@Injectable()
export class SeoReportService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly categories: CategoriesService,
  ) {}

  async report(): Promise<SeoReport> {
    const [counts] = await this.dataSource.query(
      `SELECT count(*)::int AS "approved",
              count(*) FILTER (WHERE cardinality("images") = 0)::int AS "withoutPhoto",
              count(*) FILTER (WHERE length(btrim("description")) < $1)::int AS "short",
              count(*) FILTER (WHERE btrim("description") = '')::int AS "missingMeta",
              count(*) FILTER (WHERE cardinality("images") > 0 AND length(btrim("description")) >= $1)::int AS "good"
         FROM "ads"."ads" WHERE "status" = 'approved'`,
      [SEO_SHORT_DESCRIPTION],
    );
    const [used] = await this.dataSource.query(
      `SELECT count(DISTINCT c) ::int AS n FROM (SELECT "category_id" AS c FROM "ads"."ads" WHERE "status" = 'approved'
         UNION SELECT "subcategory_id" FROM "ads"."ads" WHERE "status" = 'approved' AND "subcategory_id" IS NOT NULL) u`,
    );
    const toImprove: { id: number; title: string; no_photo: boolean; short: boolean }[] = await this.dataSource.query(
      `SELECT "id", "title", cardinality("images") = 0 AS "no_photo", length(btrim("description")) < $1 AS "short"
         FROM "ads"."ads" WHERE "status" = 'approved' AND (cardinality("images") = 0 OR length(btrim("description")) < $1)
        ORDER BY "created_at" DESC LIMIT 20`,
      [SEO_SHORT_DESCRIPTION],
    );
    const categories = (await this.categories.all()).length;
    return {
      sitemapPages: 1 + categories + counts.approved,
      approvedAds: counts.approved,
      withoutPhoto: counts.withoutPhoto,
      shortDescription: counts.short,
      missingMeta: counts.missingMeta,
      categories,
      emptyCategories: Math.max(0, categories - used.n),
      score: counts.approved ? Math.round((counts.good / counts.approved) * 100) : 100,
      toImprove: toImprove.map((a) => ({
        id: a.id,
        title: a.title,
        reasons: [...(a.no_photo ? ['photo' as const] : []), ...(a.short ? ['description' as const] : [])],
      })),
    };
  }
}
