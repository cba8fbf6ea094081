// What metrics and tracing cost a read: two products on the same database, one as deployed with both on (every process
// serving /metrics and scraped every 15 s, as Prometheus does; traces exported over OTLP to a sink on loopback,
// sampled at the default rate), one with both off; the load alternates between them round by round.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { startOtlpSink } from './otlp-sink.mjs';

const require = createRequire(import.meta.url);
const { startProduct, stopProduct } = require('../lib/product.cjs');

const SCRAPE_EVERY_MS = 15_000;
const TICKS_PER_SECOND = 100;

/** CPU seconds spent so far by every process of a product (user + system, from /proc). */
function cpuSecondsOf(product) {
  return product.processes.reduce((sum, { child }) => {
    const stat = readFileSync(`/proc/${child.pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return sum + (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  }, 0);
}

/**
 * drive() against one product, adding the CPU its processes spent and the requests answered to `spent`: CPU time per
 * request holds on a busy shared machine, where req/s follow the other loads.
 */
function measured(drive, product, scenario, spent) {
  return async (seconds) => {
    const before = cpuSecondsOf(product);
    const started = Date.now();
    const row = await drive(product.baseUrl, scenario, {}, seconds);
    spent.cpu += cpuSecondsOf(product) - before;
    spent.requests += row.rps * ((Date.now() - started) / 1000);
    return row;
  };
}

/**
 * Rows { scenario, path, rps, p50, p99, errors, cpuMsPerRequest } for each scenario, off and on, measured by
 * alternate(drive); cpuMsPerRequest is over all six processes of the product.
 */
export async function measureObservabilityCost({ database, scenarios, drive, alternate }) {
  const sink = await startOtlpSink();
  const common = { SEED_DEMO: 'false', CACHE_TTL_MS: '0', PAGE_CACHE_TTL_MS: '0', PAGE_STORE: 'off', LOG_LEVEL: 'info' };
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
      const spentOff = { cpu: 0, requests: 0 };
      const spentOn = { cpu: 0, requests: 0 };
      const [offRow, onRow] = await alternate([measured(drive, off, scenario, spentOff), measured(drive, on, scenario, spentOn)]);
      const msPer = (spent) => Number(((spent.cpu * 1000) / spent.requests).toFixed(3));
      rows.push({ scenario: scenario.name, path: 'metrics and tracing off', ...offRow, cpuMsPerRequest: msPer(spentOff) });
      rows.push({ scenario: scenario.name, path: 'metrics and tracing on', ...onRow, cpuMsPerRequest: msPer(spentOn) });
    }
  } finally {
    clearInterval(scraper);
    await Promise.all([stopProduct(off), stopProduct(on)]);
    await sink.stop();
  }
  return { rows, spans: sink.received.spans, batches: sink.received.batches };
}
