export const SEO_META_TYPES = ['homepage', 'ad', 'category', 'search'] as const;
export type SeoMetaType = (typeof SEO_META_TYPES)[number];

/** The spec's metaData (public side, section 3). */
export interface SeoMeta {
  title: string;
  description: string;
  keywords: string;
  ogTitle: string;
  ogDescription: string;
  ogImage: string;
  ogUrl: string;
  canonical: string;
  /** JSON-LD object, or null. */
  structuredData: Record<string, unknown> | null;
}

export interface SeoMetaResponse {
  metaData: SeoMeta;
}
