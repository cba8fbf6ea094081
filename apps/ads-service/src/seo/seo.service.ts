import { Injectable } from '@nestjs/common';
import {
  type PublicAdIdsRequest,
  ADS_MESSAGES,
  type Ad,
  type SeoMeta,
  type SeoMetaQueryDto,
  type SeoMetaResponse,
  type SitemapEntry,
  stripCacheBuster,
} from '@surimarkt/contracts';
import { formatPrice, InjectEnv, notFound } from '@surimarkt/server';
import { DataSource } from 'typeorm';
import { type AdRow, PUBLIC_PAGE, PUBLIC_PAGE_COLUMNS, toAd, VIEWS_JOIN } from '../ads/ad-row';
import { CategoriesService } from '../categories/categories.service';
import { type Env } from '../config/env';
import { absoluteUrl, plainText, truncate } from './seo-text';
import { ExchangeRates } from '../exchange-rates/exchange-rates.service';

/** Search engines read at most 50,000 urls from one sitemap file. */
export const SITEMAP_MAX = 50_000;
export const DEFAULT_OG_IMAGE = '/og-default.png';

@Injectable()
export class SeoService {
  constructor(
    private readonly rates: ExchangeRates,
    private readonly dataSource: DataSource,
    private readonly categories: CategoriesService,
    @InjectEnv() private readonly env: Env,
  ) {}

  async meta(query: SeoMetaQueryDto): Promise<SeoMetaResponse> {
    const base = (query.publicUrl || this.env.PUBLIC_URL).replace(/\/+$/, '');
    switch (query.type) {
      case 'ad':
        return { metaData: await this.adMeta(base, query.key ?? '') };
      case 'category':
        return { metaData: await this.categoryMeta(base, query.key ?? '') };
      case 'search':
        return { metaData: this.searchMeta(base, stripCacheBuster(query.q ?? '')) };
      default:
        return { metaData: this.homepageMeta(base) };
    }
  }

  async sitemap(): Promise<SitemapEntry[]> {
    const categories = await this.categories.all();
    const rows: Array<{ id: number; updated_at: Date }> = await this.dataSource.query(
      `SELECT a."id", a."updated_at" FROM "ads"."ads" a WHERE a."status" = 'approved' ORDER BY a."created_at" DESC, a."id" DESC LIMIT $1`,
      [SITEMAP_MAX - 1 - categories.length],
    );
    const latest = rows.reduce((max, r) => Math.max(max, new Date(r.updated_at).getTime()), 0);
    const lastChange = new Date(latest || Date.now()).toISOString();
    return [
      { path: '/', updatedAt: lastChange },
      ...categories.map((c) => ({ path: `/categorie/${c.slug}`, updatedAt: lastChange })),
      ...rows.map((r) => ({ path: `/ad/${r.id}`, updatedAt: new Date(r.updated_at).toISOString() })),
    ];
  }

  /** A page of the public ads' ids, ascending, for the gateway's renders of every ad page (at most 10,000 at once). */
  async publicIds({ afterId, limit }: PublicAdIdsRequest): Promise<{ ids: number[] }> {
    const after = Number.isSafeInteger(afterId) && afterId > 0 ? afterId : 0;
    const size = Number.isSafeInteger(limit) ? Math.min(Math.max(limit, 1), 10_000) : 1000;
    const rows: Array<{ id: number }> = await this.dataSource.query(
      `SELECT a."id" FROM "ads"."ads" a WHERE ${PUBLIC_PAGE} AND a."id" > $1 ORDER BY a."id" LIMIT $2`,
      [after, size],
    );
    return { ids: rows.map((r) => r.id) };
  }

  private page(base: string, path: string, title: string, description: string, keywords: string[], image?: string): SeoMeta {
    const url = absoluteUrl(base, path);
    const fullTitle = `${title} | ${this.env.SITE_NAME}`;
    return {
      title: fullTitle,
      description,
      keywords: [...new Set(keywords.filter(Boolean))].join(', '),
      ogTitle: fullTitle,
      ogDescription: description,
      ogImage: absoluteUrl(base, image ?? DEFAULT_OG_IMAGE),
      ogUrl: url,
      canonical: url,
      structuredData: null,
    };
  }

  private homepageMeta(base: string): SeoMeta {
    const site = this.env.SITE_NAME;
    const meta = this.page(
      base,
      '/',
      'Kopen en verkopen in Suriname',
      `${site} is de online marktplaats van Suriname. Koop en verkoop auto's, woningen, elektronica, kleding en meer, in EUR of SRD.`,
      ['marktplaats', 'Suriname', 'advertenties', 'kopen', 'verkopen', 'tweedehands', 'Paramaribo', site],
    );
    meta.structuredData = {
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      name: site,
      url: meta.canonical,
      inLanguage: 'nl',
      potentialAction: {
        '@type': 'SearchAction',
        target: { '@type': 'EntryPoint', urlTemplate: `${base}/zoeken?q={search_term_string}` },
        'query-input': 'required name=search_term_string',
      },
    };
    return meta;
  }

  private async adMeta(base: string, key: string): Promise<SeoMeta> {
    const ad = /^\d{1,9}$/.test(key) ? await this.publicAd(Number(key)) : null;
    if (!ad) throw notFound(ADS_MESSAGES.adNotFound);
    const price = formatPrice(ad.price, ad.currency);
    const description = truncate(`${price} · ${ad.location} · ${plainText(ad.description)}`);
    const meta = this.page(
      base,
      `/ad/${ad.id}`,
      ad.title,
      description,
      [ad.title, ad.category, ad.subcategory ?? '', ad.location, 'Suriname'],
      ad.images[0],
    );
    const offer: Record<string, unknown> = {
      '@type': 'Offer',
      priceCurrency: ad.currency,
      availability: ad.status === 'sold' ? 'https://schema.org/SoldOut' : 'https://schema.org/InStock',
      url: meta.canonical,
    };
    if (ad.price !== null) offer.price = (ad.price / 100).toFixed(2);
    meta.structuredData = {
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: ad.title,
      description: truncate(plainText(ad.description), 500),
      image: meta.ogImage,
      category: ad.subcategory ? `${ad.category} > ${ad.subcategory}` : ad.category,
      offers: offer,
    };
    return meta;
  }

  private async categoryMeta(base: string, key: string): Promise<SeoMeta> {
    const category = await this.categories.find(key);
    const parent = category.parentId === null ? undefined : await this.categories.byId(category.parentId);
    const name = category.name;
    return this.page(
      base,
      `/categorie/${category.slug}`,
      `${name} in Suriname`,
      `Bekijk alle advertenties in ${name} op ${this.env.SITE_NAME}. Koop en verkoop in Paramaribo en heel Suriname, in EUR of SRD.`,
      [name, parent?.name ?? '', ...category.subcategories.map((s) => s.name), 'Suriname', 'advertenties'],
    );
  }

  private searchMeta(base: string, q: string): SeoMeta {
    if (!q)
      return this.page(base, '/zoeken', 'Zoeken', `Zoek in alle advertenties op ${this.env.SITE_NAME}.`, [
        'zoeken',
        'advertenties',
        'Suriname',
      ]);
    return this.page(
      base,
      `/zoeken?q=${encodeURIComponent(q)}`,
      `Zoekresultaten voor "${q}"`,
      `Advertenties voor "${q}" op ${this.env.SITE_NAME}, de online marktplaats van Suriname.`,
      [q, 'advertenties', 'Suriname'],
    );
  }

  /**
   * An ad anyone may open: online, or sold lately (its page says 'Verkocht' with similar ads, so a link shared in a
   * WhatsApp group still shows what it was, and a search engine reads it as sold out).
   */
  private async publicAd(id: number): Promise<Ad | null> {
    const rows: AdRow[] = await this.dataSource.query(
      `SELECT ${PUBLIC_PAGE_COLUMNS} FROM "ads"."ads" a ${VIEWS_JOIN} WHERE a."id" = $1 AND ${PUBLIC_PAGE}`,
      [id],
    );
    if (rows.length === 0) return null;
    const [all, rate] = await Promise.all([this.categories.all(), this.rates.eurToSrd()]);
    return toAd(rows[0], (cid) => all.find((c) => c.id === cid), rate);
  }
}
