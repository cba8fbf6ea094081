import 'reflect-metadata';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createServiceDataSource, ensureDatabase, migrateWithLock } from '@surimarkt/server';
import { CategoryEntity } from '../categories/category.entity';
import { readEnv } from '../config/env';
import { BULK_SEARCH_EXAMPLES, bulkSeedAds, makeHotWords } from './bulk-seed';

// Usage: DATABASE_URL=... node dist/apps/ads-service/src/seed/bulk-seed.cli.js --count 100000
// `--hot-words` only gives the common words of ads already there their search postings (a database seeded earlier).
async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { count: { type: 'string', default: '100000' }, 'hot-words': { type: 'boolean', default: false } },
  });
  const count = Number(values.count);
  if (!Number.isInteger(count) || count < 1 || count > 10_000_000) throw new Error('--count must be a whole number from 1 to 10000000');
  const env = readEnv();
  await ensureDatabase(env.DATABASE_URL);
  const dataSource = createServiceDataSource({
    schema: 'ads',
    url: env.DATABASE_URL,
    entities: [CategoryEntity],
    srcDir: path.join(__dirname, '..'),
    poolSize: 2,
  });
  await dataSource.initialize();
  try {
    await migrateWithLock(dataSource, 'ads');
    if (values['hot-words']) return console.log(JSON.stringify({ hotWords: await makeHotWords(dataSource) }));
    const result = await bulkSeedAds(dataSource, count, (msg) => console.error(msg));
    console.log(JSON.stringify({ ...result, searchExamples: BULK_SEARCH_EXAMPLES }));
  } finally {
    await dataSource.destroy();
  }
}

main().catch((error) => {
  console.error(JSON.stringify({ app: 'ads-bulk-seed', level: 'fatal', msg: String(error?.message ?? error) }));
  process.exit(1);
});
