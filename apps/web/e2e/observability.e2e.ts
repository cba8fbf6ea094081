import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import { type AddressInfo } from 'node:net';
import { type Product, startProduct, stopProduct } from '../../../scripts/lib/product.cjs';

const APPS = ['gateway', 'ads-service', 'accounts-service', 'billing-service', 'moderation-service', 'analytics-service'];

/** One process's GET /metrics, as `series line -> value`. */
async function scrape(product: Product, app: string): Promise<Map<string, number>> {
  const res = await fetch(`http://127.0.0.1:${product.metricsPorts[app]}/metrics`);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toContain('text/plain');
  const series = new Map<string, number>();
  for (const line of (await res.text()).split('\n')) {
    const match = /^([a-z_]+(?:\{[^}]*\})?) (\S+)$/.exec(line);
    if (match) series.set(match[1], Number(match[2]));
  }
  return series;
}

const sumOf = (series: Map<string, number>, prefix: string, ...labels: string[]) =>
  [...series].filter(([key]) => key.startsWith(prefix) && labels.every((l) => key.includes(l))).reduce((sum, [, v]) => sum + v, 0);

/** The JSON log lines of one app that carry a field with the given value. */
const linesOf = (product: Product, app: string, field: string, value: string) =>
  product.output
    .filter((o) => o.app === app && o.line.startsWith('{'))
    .map((o) => JSON.parse(o.line) as Record<string, unknown>)
    .filter((line) => line[field] === value);

// The built product as it runs in production: six processes, each with its own GET /metrics, their log lines read
// from their stdout. What an operator's Prometheus and log search would see.
describe('metrics and traces of the running product', () => {
  let product: Product;

  beforeAll(async () => {
    // No ad pages rendered at write: a new build's sweep would go on adding NATS series in the background while a test
    // compares the series before and after its own requests.
    product = await startProduct({
      waitForAds: true,
      metrics: true,
      captureOutput: true,
      env: { LOG_LEVEL: 'info', CACHE_TTL_MS: '0', PAGE_STORE: 'off' },
    });
  }, 120_000);

  afterAll(async () => {
    await stopProduct(product);
  }, 30_000);

  it('counts the traffic on each process: HTTP by route at the gateway, NATS by subject on both sides', async () => {
    const before = Object.fromEntries(await Promise.all(APPS.map(async (app) => [app, await scrape(product, app)] as const)));
    const { ads } = (await (await fetch(`${product.baseUrl}/api/ads?limit=3`)).json()) as { ads: { id: number }[] };
    for (let i = 0; i < 4; i++) expect((await fetch(`${product.baseUrl}/api/ads/${ads[0].id}`)).status).toBe(200);
    expect((await fetch(`${product.baseUrl}/api/health`)).status).toBe(200);
    const after = Object.fromEntries(await Promise.all(APPS.map(async (app) => [app, await scrape(product, app)] as const)));

    const http = 'http_request_duration_seconds_count{';
    expect(
      sumOf(after.gateway, http, 'route="/api/ads/:id"', 'status="200"') -
        sumOf(before.gateway, http, 'route="/api/ads/:id"', 'status="200"'),
    ).toBe(4);
    expect(
      sumOf(after.gateway, http, 'route="/api/ads"', 'method="GET"') - sumOf(before.gateway, http, 'route="/api/ads"', 'method="GET"'),
    ).toBe(1);
    const nats = 'nats_request_duration_seconds_count{';
    expect(
      sumOf(after.gateway, nats, 'side="client"', 'subject="ads.view"', 'outcome="ok"') -
        sumOf(before.gateway, nats, 'side="client"', 'subject="ads.view"', 'outcome="ok"'),
    ).toBe(4);
    expect(
      sumOf(after['ads-service'], nats, 'side="server"', 'subject="ads.view"', 'outcome="ok"') -
        sumOf(before['ads-service'], nats, 'side="server"', 'subject="ads.view"', 'outcome="ok"'),
    ).toBe(4);
    // The health report asks every service: each one's own handled count rises.
    for (const app of APPS.slice(1)) {
      const subject = `subject="${app.replace(/-service$/, '')}.health"`;
      expect([app, sumOf(after[app], nats, 'side="server"', subject) - sumOf(before[app], nats, 'side="server"', subject)]).toEqual([
        app,
        1,
      ]);
    }
    for (const app of APPS) {
      expect([app, after[app].get('process_cpu_seconds_total')]).toEqual([app, expect.any(Number)]);
      expect(after[app].get('process_cpu_seconds_total')).toBeGreaterThan(0);
    }
    for (const app of APPS.slice(1)) {
      const pool = app.replace(/-service$/, '');
      expect([app, after[app].get(`pg_pool_connections{pool="${pool}",state="total"}`)]).toEqual([app, expect.any(Number)]);
    }
    expect(after['ads-service'].get('outbox_backlog_events{schema="ads"}')).toEqual(expect.any(Number));
    expect(sumOf(after['moderation-service'], 'jetstream_consumer_messages{', 'consumer="moderation-ad-submitted"')).toEqual(
      expect.any(Number),
    );
  });

  it('labels by route pattern and subject, never by id or path: a hundred ads and unknown paths add no series', async () => {
    const { ads } = (await (await fetch(`${product.baseUrl}/api/ads?limit=100`)).json()) as { ads: { id: number }[] };
    expect(ads.length).toBeGreaterThanOrEqual(10);
    // One of each kind first, so each answer's series exists before counting.
    await fetch(`${product.baseUrl}/api/ads/${ads[0].id}`);
    await fetch(`${product.baseUrl}/api/ads/999999999`);
    await fetch(`${product.baseUrl}/api/nothing-here`);
    const seriesOf = async (app: string) =>
      [...(await scrape(product, app)).keys()].filter((k) => !k.startsWith('process_') && !k.startsWith('nodejs_'));
    const before = { gateway: await seriesOf('gateway'), ads: await seriesOf('ads-service') };
    for (const ad of ads) await fetch(`${product.baseUrl}/api/ads/${ad.id}`);
    for (let i = 0; i < 20; i++) await fetch(`${product.baseUrl}/api/ads/${900_000_000 + i}`);
    for (let i = 0; i < 20; i++) await fetch(`${product.baseUrl}/api/nothing-here-${i}`);
    expect(await seriesOf('gateway')).toEqual(before.gateway);
    expect(await seriesOf('ads-service')).toEqual(before.ads);
    const routes = before.gateway
      .filter((k) => k.startsWith('http_request_duration_seconds_count'))
      .map((k) => /route="([^"]*)"/.exec(k)?.[1]);
    expect(routes).toEqual(expect.arrayContaining(['/api/ads/:id', 'unmatched']));
    for (const route of routes) expect(route).not.toMatch(/\d/);
  });

  it("carries one request's traceId from the gateway's log line over NATS into the ads-service's", async () => {
    const traceId = randomBytes(16).toString('hex');
    const requestId = `trace-${randomBytes(4).toString('hex')}`;
    // An unknown ad: the ads-service writes a line for it ('refused'), as for any failed or refused message.
    const res = await fetch(`${product.baseUrl}/api/ads/987654321`, {
      headers: { traceparent: `00-${traceId}-${randomBytes(8).toString('hex')}-00`, 'x-request-id': requestId },
    });
    expect(res.status).toBe(404);
    let gatewayLines: Record<string, unknown>[] = [];
    let serviceLines: Record<string, unknown>[] = [];
    for (let i = 0; i < 50 && !(gatewayLines.length && serviceLines.length); i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      gatewayLines = linesOf(product, 'gateway', 'requestId', requestId);
      serviceLines = linesOf(product, 'ads-service', 'requestId', requestId);
    }
    expect(gatewayLines).toEqual([expect.objectContaining({ traceId, spanId: expect.stringMatching(/^[0-9a-f]{16}$/), status: 404 })]);
    expect(serviceLines).toEqual([expect.objectContaining({ traceId, spanId: expect.stringMatching(/^[0-9a-f]{16}$/), msg: 'refused' })]);
    // The service's span is its own, a child of the gateway's.
    expect(serviceLines[0].spanId).not.toBe(gatewayLines[0].spanId);
  });

  it('starts a new trace for a request that brings none, still the same in both processes', async () => {
    const requestId = `trace-${randomBytes(4).toString('hex')}`;
    expect((await fetch(`${product.baseUrl}/api/ads/987654322`, { headers: { 'x-request-id': requestId } })).status).toBe(404);
    let gateway: Record<string, unknown>[] = [];
    let service: Record<string, unknown>[] = [];
    for (let i = 0; i < 50 && !(gateway.length && service.length); i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      gateway = linesOf(product, 'gateway', 'requestId', requestId);
      service = linesOf(product, 'ads-service', 'requestId', requestId);
    }
    expect(gateway[0]?.traceId).toMatch(/^[0-9a-f]{32}$/);
    expect(gateway[0].traceId).not.toBe('0'.repeat(32));
    expect(service[0]?.traceId).toBe(gateway[0].traceId);
  });
});

interface ReceivedSpan {
  service: string;
  scope: string;
  traceId: string;
  name: string;
}

/** A stand-in OTLP/HTTP collector on loopback: keeps every span it is sent (OTLP JSON, as the exporter sends it). */
async function startOtlpSink(): Promise<{ url: string; spans: ReceivedSpan[]; close: () => void }> {
  const spans: ReceivedSpan[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as {
        resourceSpans: {
          resource: { attributes: { key: string; value: { stringValue?: string } }[] };
          scopeSpans: { scope: { name: string }; spans: { traceId: string; name: string }[] }[];
        }[];
      };
      for (const { resource, scopeSpans } of body.resourceSpans) {
        const service = resource.attributes.find((a) => a.key === 'service.name')?.value.stringValue ?? '';
        for (const { scope, spans: list } of scopeSpans)
          for (const span of list) spans.push({ service, scope: scope.name, traceId: span.traceId, name: span.name });
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, spans, close: () => server.close() };
}

// OTEL_EXPORTER_OTLP_ENDPOINT set: the spans of one request (HTTP at the gateway, the NATS handler and its SQL in the
// ads-service) reach the collector under one traceId. Two processes only: the gateway and the ads-service.
describe('traces exported over OTLP', () => {
  let product: Product;
  let sink: Awaited<ReturnType<typeof startOtlpSink>>;

  beforeAll(async () => {
    sink = await startOtlpSink();
    product = await startProduct({
      apps: ['ads-service', 'gateway'],
      waitForAds: true,
      quiet: true,
      env: { OTEL_EXPORTER_OTLP_ENDPOINT: sink.url, OTEL_TRACES_SAMPLER_ARG: '1', CACHE_TTL_MS: '0' },
    });
  }, 120_000);

  afterAll(async () => {
    await stopProduct(product);
    sink.close();
  }, 30_000);

  it("sends the gateway's HTTP span, the ads-service's handler span and its SQL under the request's traceId", async () => {
    const { ads } = (await (await fetch(`${product.baseUrl}/api/ads?limit=1`)).json()) as { ads: { id: number }[] };
    const traceId = randomBytes(16).toString('hex');
    const res = await fetch(`${product.baseUrl}/api/ads/${ads[0].id}`, {
      headers: { traceparent: `00-${traceId}-${randomBytes(8).toString('hex')}-01` },
    });
    expect(res.status).toBe(200);
    // The spans leave in batches (every 5 s by default).
    const ofTrace = () => sink.spans.filter((s) => s.traceId === traceId);
    for (
      let i = 0;
      i < 150 &&
      !(ofTrace().some((s) => s.service === 'ads-service' && /pg/.test(s.scope)) && ofTrace().some((s) => s.service === 'gateway'));
      i++
    )
      await new Promise((resolve) => setTimeout(resolve, 100));
    const spans = ofTrace();
    expect(spans).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ service: 'gateway', name: 'GET /api/ads/:id' }),
        expect.objectContaining({ service: 'ads-service', name: expect.stringMatching(/ads\.view$/) }),
        expect.objectContaining({ service: 'ads-service', scope: expect.stringContaining('instrumentation-pg') }),
      ]),
    );
    // Probes are not traced: the readiness checks of the start sent none.
    expect(sink.spans.filter((s) => /health/.test(s.name) && s.service === 'gateway')).toEqual([]);
  });
});
