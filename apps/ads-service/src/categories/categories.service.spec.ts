import { CATEGORIES_SUBJECTS, type Category, type CategoryWithChildren, ErrorCode } from '@surimarkt/contracts';
import { useServiceUnderTest } from '@surimarkt/server/testing';
import { DataSource } from 'typeorm';
import { startAdsService } from '../testing/start-ads-service';

const MAIN = [
  ['Autos', 'autos'],
  ['Woningen te koop', 'woningen-koop'],
  ['Elektronica', 'elektronica'],
  ['Mobiele telefoons', 'mobiele-telefoons'],
  ['Meubels', 'meubels'],
  ['Sport', 'sport'],
  ['Boeken', 'boeken'],
  ['Kapitaal', 'kapitaal'],
  ['Toerisme', 'toerisme'],
  ['Percelen', 'percelen'],
];
const OTHERS = [
  ['Woningen te huur', 'woningen'],
  ['Kleding dames', 'kleding-dames'],
  ['Kleding heren', 'kleding-heren'],
  ['Accessoires', 'accessoires'],
  ['Huis & Tuin', 'huis-tuin'],
  ['Kulturu', 'kulturu'],
  ['Gereedschap', 'gereedschap'],
  ['Diensten', 'diensten'],
  ['Dieren', 'dieren'],
  ['Bunkopu Seri', 'bunkopu-seri'],
];

describe('categories over NATS', () => {
  const service = useServiceUnderTest(() => startAdsService({ seedDemo: false }));
  const { client } = service;

  describe('list', () => {
    it('lists the main categories in display order, then 2 to 6 subcategories of each', async () => {
      const all = await client.ask<Category[]>(CATEGORIES_SUBJECTS.list, {});
      const mains = all.filter((c) => c.parentId === null);
      expect(mains.slice(0, 10).map((c) => [c.name, c.slug])).toEqual(MAIN);
      expect(
        mains
          .slice(10)
          .map((c) => [c.name, c.slug])
          .sort(),
      ).toEqual([...OTHERS].sort());
      expect(all.findIndex((c) => c.parentId !== null)).toBe(mains.length);
      for (const main of mains) {
        const subs = all.filter((c) => c.parentId === main.id);
        expect(subs.length).toBeGreaterThanOrEqual(2);
        expect(subs.length).toBeLessThanOrEqual(6);
      }
      expect(new Set(all.map((c) => c.slug)).size).toBe(all.length);
      expect(all.every((c) => c.icon.length > 0)).toBe(true);
      expect(mains.filter((c) => c.isBunkopu).map((c) => c.slug)).toEqual(['bunkopu-seri']);
    });

    it('is created by a migration, so the service holds no ads yet still has categories', async () => {
      const [{ n }] = await service.app.get(DataSource).query(`SELECT count(*)::int AS n FROM "ads"."ads"`);
      expect(n).toBe(0);
    });
  });

  describe('find', () => {
    it('finds a category by slug and by id, with its subcategories', async () => {
      const bySlug = await client.ask<CategoryWithChildren>(CATEGORIES_SUBJECTS.find, { slugOrId: 'autos' });
      expect(bySlug).toMatchObject({ name: 'Autos', slug: 'autos', parentId: null, isBunkopu: false });
      expect(bySlug.subcategories.length).toBeGreaterThanOrEqual(2);
      expect(bySlug.subcategories.every((s) => s.parentId === bySlug.id)).toBe(true);
      const byId = await client.ask<CategoryWithChildren>(CATEGORIES_SUBJECTS.find, { slugOrId: String(bySlug.id) });
      expect(byId.slug).toBe('autos');
    });

    it('answers NOT_FOUND for an unknown category and VALIDATION for a malformed one', async () => {
      await expect(client.ask(CATEGORIES_SUBJECTS.find, { slugOrId: 'bestaat-niet' })).rejects.toMatchObject({
        code: ErrorCode.NotFound,
        message: 'Categorie niet gevonden',
      });
      await expect(client.ask(CATEGORIES_SUBJECTS.find, { slugOrId: "autos'; DROP" })).rejects.toMatchObject({
        code: ErrorCode.Validation,
        message: 'Ongeldige categorie',
      });
    });
  });
});
