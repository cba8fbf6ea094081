import { natsSubject } from '../common/nats-subject';

// The back-office's SEO section (back-office spec 2.13) with real figures instead of the spec's demo panel.
//   GET /api/admin/seo (admin-token) → SeoReport
export const SEO_REPORT_SUBJECT = natsSubject('ads.seo-report');

/** A description shorter than this says too little for a search result's snippet. */
export const SEO_SHORT_DESCRIPTION = 80;

export interface SeoReport {
  /** Urls in /sitemap.xml (home, categories, approved ads). */
  sitemapPages: number;
  approvedAds: number;
  withoutPhoto: number;
  shortDescription: number;
  /** Approved ads whose page gets a generic meta description (no description text at all). */
  missingMeta: number;
  categories: number;
  emptyCategories: number;
  /** 0-100: the share of approved ads with a photo and a description of at least SEO_SHORT_DESCRIPTION characters. */
  score: number;
  /** The ads to improve first: newest approved ads without a photo or with a short description. */
  toImprove: { id: number; title: string; reasons: ('photo' | 'description')[] }[];
}
