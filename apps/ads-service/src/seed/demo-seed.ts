import { type INestMicroservice } from '@nestjs/common';
import { DEMO_PHOTOS_PREFIX } from '@surimarkt/contracts';
import { createLogger, createPhotoStorage, DEMO_USER, type PhotoStorage, UPLOADS_URL_PREFIX } from '@surimarkt/server';
import { DataSource, type EntityManager } from 'typeorm';
import { type Env } from '../config/env';
import { addToVocabulary, searchColumns } from '../search/search-vocabulary';
import { buildDemoAds } from './demo-ads';
import { renderDemoPictures } from './demo-pictures';

/** afterMigrate hook: demo data when SEED_DEMO is on (never in production by default). */
export async function seedDemoOnStart(app: INestMicroservice, env: Env): Promise<void> {
  if (!env.SEED_DEMO) return;
  const storage = createPhotoStorage(env);
  const logger = createLogger('ads-service', env.LOG_LEVEL);
  const seeded = await seedDemoAds(app.get(DataSource), storage);
  if (seeded > 0) logger.info({ seeded }, 'demo ads seeded');
  else if (await redrawMissingDemoPictures(app.get(DataSource), storage)) logger.info('demo pictures drawn again');
}

/**
 * The demo ads live in the database, their pictures in the photo storage: a second checkout (its own var/uploads)
 * started against an already seeded database would show every demo photo as a placeholder. The pictures are drawn
 * from the category alone, so drawing them again gives the very files the ads refer to. True when it drew them.
 */
export async function redrawMissingDemoPictures(dataSource: DataSource, storage: PhotoStorage): Promise<boolean> {
  const [used]: Array<{ image: string }> = await dataSource.query(
    `SELECT "images"[1] AS image FROM "ads"."ads" WHERE "user_id" = $1 AND starts_with("images"[1], $2) LIMIT 1`,
    [DEMO_USER.id, DEMO_PHOTOS_PREFIX],
  );
  if (!used) return false;
  const stored = await storage.get(used.image.slice(UPLOADS_URL_PREFIX.length));
  // Only whether it is there matters: the stream is closed unread (a file gone meanwhile is no error here).
  stored?.body.on('error', () => undefined).destroy();
  if (stored) return false;
  const mainSlugs: Array<{ slug: string }> = await dataSource.query(`SELECT "slug" FROM "ads"."categories" WHERE "parent_id" IS NULL`);
  await renderDemoPictures(
    storage,
    mainSlugs.map((c) => c.slug),
  );
  return true;
}

/**
 * Writes the demo ads when the ads table is empty; returns how many. Two replicas starting together
 * serialise on an advisory lock, and the second one then finds the table filled.
 */
export async function seedDemoAds(dataSource: DataSource, storage: PhotoStorage, now = new Date()): Promise<number> {
  return dataSource.transaction(async (manager) => {
    await manager.query(`SELECT pg_advisory_xact_lock(hashtext('seed:ads'))`);
    const [{ filled }] = await manager.query(`SELECT EXISTS (SELECT 1 FROM "ads"."ads") AS filled`);
    if (filled) return 0;
    const categories: Array<{ id: number; slug: string; name: string; parent_id: number | null }> = await manager.query(
      `SELECT "id", "slug", "name", "parent_id" FROM "ads"."categories"`,
    );
    const idOf = new Map(categories.map((c) => [c.slug, c.id]));
    const nameOf = new Map(categories.map((c) => [c.slug, c.name]));
    const mainSlugs = categories.filter((c) => c.parent_id === null).map((c) => c.slug);
    const pictures = await renderDemoPictures(storage, mainSlugs);
    const ads = buildDemoAds(now);
    const rows = ads.map((ad, index) => {
      const own = pictures.get(ad.categorySlug) ?? [];
      const others = pictures.get(mainSlugs[(index + 3) % mainSlugs.length]) ?? [];
      const images = [own[index % own.length], own[(index + 1) % own.length], ...others].slice(0, ad.pictureCount);
      return {
        ...ad,
        images: [...new Set(images)],
        categoryId: idOf.get(ad.categorySlug) as number,
        subcategoryId: idOf.get(ad.subcategorySlug) ?? null,
        categoryNames: [nameOf.get(ad.categorySlug), nameOf.get(ad.subcategorySlug)],
      };
    });
    await insertAds(manager, rows);
    await addToVocabulary(
      manager,
      rows.map((ad) => `${ad.title}\n${ad.description}\n${ad.categoryNames.filter(Boolean).join('\n')}`),
    );
    return ads.length;
  });
}

type SeedRow = ReturnType<typeof buildDemoAds>[number] & {
  images: string[];
  categoryId: number;
  subcategoryId: number | null;
  categoryNames: Array<string | undefined>;
};

async function insertAds(manager: EntityManager, ads: SeedRow[]): Promise<void> {
  // Ids are taken from the sequence first, so each ad's view count goes to the right id.
  const ids: Array<{ id: number }> = await manager.query(
    `SELECT nextval(pg_get_serial_sequence('"ads"."ads"', 'id'))::int AS id FROM generate_series(1, $1)`,
    [ads.length],
  );
  const rows = ads.map((ad, i) => ({ ...ad, ...searchColumns(ad.title, ad.description, ad.categoryNames), id: ids[i].id }));
  await manager.query(
    `INSERT INTO "ads"."ads" ("id", "user_id", "title", "description", "price", "currency", "images", "location", "category_id",
       "subcategory_id", "contact_phone", "contact_email", "featured", "status", "created_at", "updated_at", "search_title", "search_body")
     SELECT t.id, $1, t.title, t.description, t.price, t.currency, ARRAY(SELECT jsonb_array_elements_text(t.images)), t.location,
       t.category_id,
       t.subcategory_id, t.phone, t.email, t.featured, t.status, t.created_at, t.created_at, t.search_title, t.search_body
     FROM jsonb_to_recordset($2::jsonb) AS t(id int, title text, description text, price bigint, currency text, images jsonb, location text,
       category_id int, subcategory_id int, phone text, email text, featured boolean, status text, created_at timestamptz,
       search_title text, search_body text)`,
    [
      DEMO_USER.id,
      JSON.stringify(
        rows.map((r) => ({
          id: r.id,
          title: r.title,
          description: r.description,
          price: r.price,
          currency: r.currency,
          images: r.images,
          location: r.location,
          category_id: r.categoryId,
          subcategory_id: r.subcategoryId,
          phone: r.phone,
          email: r.email,
          featured: r.featured,
          status: r.status,
          created_at: r.createdAt.toISOString(),
          search_title: r.searchTitle,
          search_body: r.searchBody,
        })),
      ),
    ],
  );
  const viewed = rows.filter((r) => r.views > 0);
  await manager.query(`INSERT INTO "ads"."ad_views" ("ad_id", "views") SELECT * FROM unnest($1::int[], $2::bigint[])`, [
    viewed.map((r) => r.id),
    viewed.map((r) => r.views),
  ]);
}
