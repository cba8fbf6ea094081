// What metrics and tracing cost a read: two products on the same database, one as deployed with both on (every process
// serving /metrics and scraped every 15 s, as Prometheus does; traces exported over OTLP to a sink on loopback,
// sampled at the default rate), one with both off; the load alternates between them round by round.
import { createRequire } from 'node:module';
import { startOtlpSink } from './otlp-sink.mjs';

const require = createRequire(import.meta.url);
const { startProduct, stopProduct } = require('../lib/product.cjs');

const SCRAPE_EVERY_MS = 15_000;

/** Rows { scenario, path, rps, p50, p99, errors } for each scenario, off and on, measured by alternate(drive). */
export async function measureObservabilityCost({ database, scenarios, drive, alternate }) {
  const sink = await startOtlpSink();
  const common = { SEED_DEMO: 'false', CACHE_TTL_MS: '0', PAGE_CACHE_TTL_MS: '0', LOG_LEVEL: 'info' };
  const appEnv = { 'accounts-service': { SEED_DEMO: 'true' } };
  const off = await startProduct({ database, quiet: true, env: common, appEnv, timeoutMs: 300_000 });
  const on = await startProduct({
    database,
    quiet: true,
    metrics: true,
    env: { ...common, OTEL_EXPORTER_OTLP_ENDPOINT: sink.url },
    appEnv,
  });
  const scrape = () =>
    Promise.all(Object.values(on.metricsPorts).map((port) => fetch(`http://127.0.0.1:${port}/metrics`).then((r) => r.text()))).catch(
      () => undefined,
    );
  await scrape();
  const scraper = setInterval(scrape, SCRAPE_EVERY_MS);
  const rows = [];
  try {
    for (const scenario of scenarios) {
      const [offRow, onRow] = await alternate([
        (seconds) => drive(off.baseUrl, scenario, {}, seconds),
        (seconds) => drive(on.baseUrl, scenario, {}, seconds),
      ]);
      rows.push({ scenario: scenario.name, path: 'metrics and tracing off', ...offRow });
      rows.push({ scenario: scenario.name, path: 'metrics and tracing on', ...onRow });
    }
  } finally {
    clearInterval(scraper);
    await Promise.all([stopProduct(off), stopProduct(on)]);
    await sink.stop();
  }
  return { rows, spans: sink.received.spans, batches: sink.received.batches };
}
