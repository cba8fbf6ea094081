// Two builds of the product on the same database, the load alternating between them round by round: this VM's speed
// drifts twofold within the hour, so figures taken one after the other cannot tell a 5 % change (an issue's 'reads
// within 5 % of today's'). The other build is another checkout, built (`npx nx run-many -t build`), with its own
// node_modules; it is started by its own scripts/lib/product.cjs, so it runs as it did at its commit.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const here = require('../lib/product.cjs');

/** The git commit a checkout is at, for the printed rows. */
function commitOf(root) {
  return execFileSync('git', ['-C', root, 'rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
}

/**
 * Rows { scenario, path, rps, p50, p99, errors } for each scenario, this build and the other, measured by
 * alternate(runs) with each build's uncached public reads (metrics off on both: their cost is its own row).
 * `driveWith(baseUrl, scenario, product)` answers one run's driver.
 */
export async function measureAgainstBuild({ database, otherRoot, scenarios, driveWith, alternate }) {
  const root = path.resolve(otherRoot);
  if (!existsSync(path.join(root, 'dist/apps/gateway/src/main.js')))
    throw new Error(`${root} holds no build: check it out and run npm ci && npx nx run-many -t build there first`);
  const there = require(path.join(root, 'scripts/lib/product.cjs'));
  const options = {
    database,
    quiet: true,
    env: { SEED_DEMO: 'false', CACHE_TTL_MS: '0', PAGE_CACHE_TTL_MS: '0', PAGE_STORE: 'off', LOG_LEVEL: 'info' },
    // The accounts-service's demo users: the logged-in rows register and log in as a visitor would.
    appEnv: { 'accounts-service': { SEED_DEMO: 'true' } },
    timeoutMs: 300_000,
  };
  const ours = await here.startProduct(options);
  const theirs = await there.startProduct(options);
  const names = { ours: `this build (${commitOf(process.cwd())})`, theirs: `${commitOf(root)} (${otherRoot})` };
  const rows = [];
  try {
    for (const scenario of scenarios) {
      const [ourRow, theirRow] = await alternate([await driveWith(ours.baseUrl, scenario), await driveWith(theirs.baseUrl, scenario)]);
      rows.push({ scenario: scenario.name, path: names.theirs, ...theirRow }, { scenario: scenario.name, path: names.ours, ...ourRow });
    }
  } finally {
    await Promise.all([here.stopProduct(ours), there.stopProduct(theirs)]);
  }
  return rows;
}
