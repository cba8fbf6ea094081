import {
  type AdList,
  ADS_SUBJECTS,
  type Category,
  CATEGORIES_SUBJECTS,
  ErrorCode,
  type SeoMetaResponse,
  type SitemapEntry,
} from '@surimarkt/contracts';
import { useServiceUnderTest } from '@surimarkt/server/testing';
import { DataSource } from 'typeorm';
import { startAdsService } from '../testing/start-ads-service';

const BASE = 'https://surimarkt.example';

describe('seo over NATS', () => {
  const service = useServiceUnderTest(() => startAdsService({ seedDemo: true }));
  const { client } = service;
  const meta = async (query: Record<string, unknown>) =>
    (await client.ask<SeoMetaResponse>(ADS_SUBJECTS.seoMeta, { publicUrl: BASE, ...query })).metaData;

  describe('seoMeta', () => {
    it('describes the home page with a WebSite and its SearchAction', async () => {
      const home = await meta({ type: 'homepage' });
      expect(home).toMatchObject({
        title: 'Kopen en verkopen in Suriname | SuriMarkt',
        canonical: `${BASE}/`,
        ogUrl: `${BASE}/`,
        ogImage: `${BASE}/og-default.png`,
      });
      expect(home.description).toMatch(/marktplaats van Suriname/);
      expect(home.structuredData).toMatchObject({
        '@type': 'WebSite',
        potentialAction: { '@type': 'SearchAction', target: { urlTemplate: `${BASE}/zoeken?q={search_term_string}` } },
      });
    });

    it('describes an ad as a Product with an Offer in units with two decimals and its absolute photo', async () => {
      const [ad] = (await client.ask<AdList>(ADS_SUBJECTS.list, { sortBy: 'price_desc', limit: 1 })).ads;
      const adMeta = await meta({ type: 'ad', key: String(ad.id) });
      expect(adMeta.title).toBe(`${ad.title} | SuriMarkt`);
      expect(adMeta.canonical).toBe(`${BASE}/ad/${ad.id}`);
      expect(adMeta.ogImage).toBe(`${BASE}${ad.images[0]}`);
      expect(adMeta.description).toContain(ad.location);
      expect(adMeta.description).not.toMatch(/\*\*/);
      expect(adMeta.structuredData).toMatchObject({
        '@type': 'Product',
        name: ad.title,
        image: `${BASE}${ad.images[0]}`,
        offers: {
          '@type': 'Offer',
          price: (Number(ad.price) / 100).toFixed(2),
          priceCurrency: ad.currency,
          availability: 'https://schema.org/InStock',
          url: `${BASE}/ad/${ad.id}`,
        },
      });
      // Reading the meta is not a view.
      const [again] = (await client.ask<AdList>(ADS_SUBJECTS.list, { ids: String(ad.id) })).ads;
      expect(again.views).toBe(ad.views);
    });

    it('describes a sold ad as sold out, so a link shared after the sale still shows what it was', async () => {
      const [ad] = (await client.ask<AdList>(ADS_SUBJECTS.list, { sortBy: 'newest', limit: 1 })).ads;
      await service.app
        .get(DataSource)
        .query(`UPDATE "ads"."ads" SET "status" = 'sold', "sale_status" = 'sold', "sold_at" = now() WHERE "id" = $1`, [ad.id]);
      const adMeta = await meta({ type: 'ad', key: String(ad.id) });
      expect(adMeta.title).toBe(`${ad.title} | SuriMarkt`);
      expect(adMeta.structuredData).toMatchObject({ offers: { availability: 'https://schema.org/SoldOut' } });
      await service.app
        .get(DataSource)
        .query(`UPDATE "ads"."ads" SET "status" = 'approved', "sale_status" = 'available', "sold_at" = NULL WHERE "id" = $1`, [ad.id]);
    });

    it('describes a category and a search, without structured data', async () => {
      const category = await meta({ type: 'category', key: 'elektronica' });
      expect(category).toMatchObject({
        title: 'Elektronica in Suriname | SuriMarkt',
        canonical: `${BASE}/categorie/elektronica`,
        structuredData: null,
      });
      expect(category.keywords).toContain('Elektronica');
      const search = await meta({ type: 'search', q: 'fiets&_=123' });
      expect(search).toMatchObject({
        title: 'Zoekresultaten voor "fiets" | SuriMarkt',
        canonical: `${BASE}/zoeken?q=fiets`,
        structuredData: null,
      });
    });

    it('answers NOT_FOUND for an unknown or hidden ad and an unknown category, VALIDATION for an unknown type', async () => {
      const [hidden] = await service.app.get(DataSource).query(`SELECT "id" FROM "ads"."ads" WHERE "status" = 'pending' LIMIT 1`);
      await expect(meta({ type: 'ad', key: '999999' })).rejects.toMatchObject({
        code: ErrorCode.NotFound,
        message: 'Advertentie niet gevonden',
      });
      await expect(meta({ type: 'ad', key: String(hidden.id) })).rejects.toMatchObject({ code: ErrorCode.NotFound });
      await expect(meta({ type: 'category', key: 'onbekend' })).rejects.toMatchObject({
        code: ErrorCode.NotFound,
        message: 'Categorie niet gevonden',
      });
      await expect(meta({ type: 'pagina' })).rejects.toMatchObject({
        code: ErrorCode.Validation,
        message: 'Onbekend type: kies homepage, ad, category of search',
      });
    });
  });

  describe('sitemap', () => {
    it('lists the home page, every category page and every approved ad, and no hidden ad', async () => {
      const entries = await client.ask<SitemapEntry[]>(ADS_SUBJECTS.sitemap, {});
      const categories = await client.ask<Category[]>(CATEGORIES_SUBJECTS.list, {});
      const paths = entries.map((e) => e.path);
      expect(paths[0]).toBe('/');
      expect(paths.filter((p) => p.startsWith('/categorie/'))).toEqual(categories.map((c) => `/categorie/${c.slug}`));
      const adPaths = paths.filter((p) => p.startsWith('/ad/'));
      expect(adPaths).toHaveLength(300);
      const hidden: Array<{ id: number }> = await service.app
        .get(DataSource)
        .query(`SELECT "id" FROM "ads"."ads" WHERE "status" <> 'approved'`);
      expect(adPaths.filter((p) => hidden.some((h) => p === `/ad/${h.id}`))).toEqual([]);
      expect(entries.every((e) => !Number.isNaN(Date.parse(e.updatedAt)))).toBe(true);
    });
  });
});
