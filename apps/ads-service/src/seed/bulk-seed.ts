import { DEMO_USER } from '@surimarkt/server';
import { type DataSource } from 'typeorm';
import { HOT_WORD_MIN_ADS, SearchPostingsService } from '../search/search-postings.service';
import { rebuildVocabulary, searchColumns } from '../search/search-vocabulary';
import { toSearchText } from '../search/search-text';
import { DEMO_CATALOGUE } from './demo-catalogue';

/** Searches the benchmark reads on bulk data: a common word, a rare one, a plural (lemmatised) and a typo (corrected). */
export const BULK_SEARCH_EXAMPLES = { common: 'fiets', rare: 'grammofoon', plural: 'fietsen', typo: 'koelkats' } as const;

const ADJECTIVES = ['', 'Nette', 'Nieuwe', 'Gebruikte', 'Mooie', 'Goedkope', 'Luxe', 'Degelijke', 'Zo goed als nieuwe', 'Originele'];
const RARE = ['grammofoon', 'harmonium', 'tandem', 'schommelstoel', 'waterbed', 'metaaldetector', 'telescoop', 'naaimachine'];
const CLOSINGS = [
  'Bel of app gerust voor meer informatie.',
  'Prijs is bespreekbaar.',
  'Bezichtigen kan na afspraak.',
  'Ophalen in Paramaribo of bezorgen in overleg.',
  'Alleen serieuze reacties graag.',
  'Snel weg is weg!',
];

export interface BulkSeedResult {
  inserted: number;
  approved: number;
  insertSeconds: number;
  indexSeconds: number;
  vocabularySeconds: number;
  totalSeconds: number;
}

/** Gives every common word of freshly loaded ads its postings at once, rather than 50 per job run. */
export async function makeHotWords(dataSource: DataSource): Promise<number> {
  const made = await new SearchPostingsService(dataSource).promote(HOT_WORD_MIN_ADS, 1_000_000);
  await dataSource.query(`VACUUM ANALYZE "ads"."search_postings"`);
  return made;
}

interface Bases {
  titles: string[];
  titleLemmas: string[];
  bodies: string[];
  bodyLemmas: string[];
  categories: number[];
  subcategories: number[];
  images: string[];
}

async function bases(dataSource: DataSource): Promise<Bases> {
  const cats: Array<{ id: number; slug: string; name: string }> = await dataSource.query(
    `SELECT "id", "slug", "name" FROM "ads"."categories"`,
  );
  const idOf = new Map(cats.map((c) => [c.slug, c.id]));
  const nameOf = new Map(cats.map((c) => [c.slug, c.name]));
  const out: Bases = { titles: [], titleLemmas: [], bodies: [], bodyLemmas: [], categories: [], subcategories: [], images: [] };
  // Interleave the categories, so the first (most frequent) titles are spread over all of them.
  const lists = Object.entries(DEMO_CATALOGUE).map(([slug, items]) =>
    items.flatMap((item) => item.titles.map((title) => ({ slug, item, title }))),
  );
  for (let i = 0; lists.some((l) => i < l.length); i++) {
    for (const list of lists) {
      const entry = list[i];
      if (!entry) continue;
      const body = `${entry.item.text} ${entry.item.bullets.join(', ')}.`;
      out.titles.push(entry.title);
      // As a posted ad is indexed: its title with its category's and subcategory's names.
      out.titleLemmas.push(searchColumns(entry.title, '', [nameOf.get(entry.slug), nameOf.get(entry.item.sub)]).searchTitle);
      out.bodies.push(body);
      out.bodyLemmas.push(toSearchText(body));
      out.categories.push(idOf.get(entry.slug) as number);
      out.subcategories.push(idOf.get(entry.item.sub) as number);
      out.images.push(`/uploads/demo/${entry.slug}-1.webp`);
    }
  }
  return out;
}

/**
 * Inserts `count` synthetic approved ads, plus one pending or rejected ad per 33 approved ones (they must stay
 * hidden), in one SQL pass per batch, for load tests.
 * On an empty table the secondary indexes are dropped first and rebuilt after, which is many times faster.
 */
export async function bulkSeedAds(
  dataSource: DataSource,
  count: number,
  log: (msg: string) => void = () => undefined,
): Promise<BulkSeedResult> {
  const started = Date.now();
  const b = await bases(dataSource);
  const [{ empty }] = await dataSource.query(`SELECT NOT EXISTS (SELECT 1 FROM "ads"."ads") AS empty`);
  const runner = dataSource.createQueryRunner();
  await runner.connect();
  try {
    await runner.query(`SET maintenance_work_mem = '256MB'`);
    await runner.query(`SET synchronous_commit = off`);
    const indexes: Array<{ indexname: string; indexdef: string }> = empty
      ? await runner.query(
          `SELECT i."indexname", i."indexdef" FROM pg_indexes i WHERE i."schemaname" = 'ads' AND i."tablename" = 'ads' AND i."indexname" <>
             'ads_pkey'`,
        )
      : [];
    for (const index of indexes) await runner.query(`DROP INDEX "ads"."${index.indexname}"`);
    const adjLemmas = ADJECTIVES.map(toSearchText);
    const closingLemmas = CLOSINGS.map(toSearchText);
    const batch = 100_000;
    // Every 34th row is hidden, so `total` rows hold exactly `count` approved ones.
    const total = count + Math.floor((count - 1) / 33);
    for (let done = 0; done < total; done += batch) {
      const n = Math.min(batch, total - done);
      // Ads arrive over a year in insertion order (as in real life, dates follow the heap); power(random(), 2)
      // skews the pick towards the first titles: common words, and a long tail.
      await runner.query(
        `INSERT INTO "ads"."ads" ("user_id", "title", "description", "price", "currency", "images", "location", "category_id",
           "subcategory_id",
           "contact_phone", "featured", "status", "created_at", "updated_at", "search_title", "search_body")
         SELECT $1, left(trim(both ' ' from ($2::text[])[adj] || ' ' || ($4::text[])[k] || rare_t), 100), ($6::text[])[k] || ' ' ||
           ($10::text[])[c],
           CASE WHEN random() < 0.05 THEN NULL ELSE (10 + floor(random() * 5000)::int) * 1000 END,
           CASE WHEN random() < 0.6 THEN 'EUR' ELSE 'SRD' END, ARRAY[($12::text[])[k]], ($13::text[])[1 + floor(random() * 10)::int],
           ($8::int[])[k], ($9::int[])[k], '+597 8' || lpad(floor(random() * 1000000)::text, 6, '0'), random() < 0.01,
           CASE WHEN (${done} + i) % 34 <> 0 THEN 'approved' WHEN random() < 0.66 THEN 'pending' ELSE 'rejected' END, at, at,
           trim(both ' ' from ($3::text[])[adj] || ' ' || ($5::text[])[k] || lower(rare_t)), ($7::text[])[k] || ' ' || ($11::text[])[c]
         FROM (
           SELECT 1 + floor(power(random(), 2) * array_length($4::text[], 1))::int AS k,
                  1 + floor(random() * array_length($2::text[], 1))::int AS adj,
                  1 + floor(random() * array_length($10::text[], 1))::int AS c,
                  CASE WHEN random() < 0.0004 THEN ' ' || ($14::text[])[1 + floor(random() * array_length($14::text[], 1))::int] ELSE ''
                    END AS rare_t,
                  i, now() - (${total} - ${done} - i + random() * 50) * (interval '365 days' / ${total}) AS at
           FROM generate_series(1, ${n}) i
         ) g`,
        [
          DEMO_USER.id,
          ADJECTIVES,
          adjLemmas,
          b.titles,
          b.titleLemmas,
          b.bodies,
          b.bodyLemmas,
          b.categories,
          b.subcategories,
          CLOSINGS,
          closingLemmas,
          b.images,
          ['Paramaribo', 'Wanica', 'Nickerie', 'Saramacca', 'Para', 'Commewijne', 'Marowijne', 'Brokopondo', 'Coronie', 'Sipaliwini'],
          RARE,
        ],
      );
      log(`inserted ${done + n} / ${total}`);
    }
    const insertSeconds = (Date.now() - started) / 1000;
    const indexStarted = Date.now();
    for (const index of indexes) {
      await runner.query(index.indexdef);
      log(`rebuilt ${index.indexname}`);
    }
    await runner.query(`INSERT INTO "ads"."ad_views" ("ad_id", "views")
      SELECT "id", floor(power(random(), 3) * 5000)::bigint FROM "ads"."ads" WHERE random() < 0.5 ON CONFLICT ("ad_id") DO NOTHING`);
    const indexSeconds = (Date.now() - indexStarted) / 1000;
    const vocabularyStarted = Date.now();
    await rebuildVocabulary(runner.manager);
    // VACUUM too, so the visibility map lets counts run as index-only scans (autovacuum does this in production).
    await runner.query(`VACUUM ANALYZE "ads"."ads"`);
    await runner.query(`VACUUM ANALYZE "ads"."ad_views"`);
    await runner.query(`ANALYZE "ads"."search_terms"`);
    await makeHotWords(dataSource);
    const vocabularySeconds = (Date.now() - vocabularyStarted) / 1000;
    return {
      inserted: total,
      approved: count,
      insertSeconds,
      indexSeconds,
      vocabularySeconds,
      totalSeconds: (Date.now() - started) / 1000,
    };
  } finally {
    await runner.release();
  }
}
