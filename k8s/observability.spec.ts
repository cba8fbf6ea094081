import { execFileSync, spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { resourcesOf } from './validation/kustomization-refs';
import { parseDocuments, readDocuments } from './validation/manifest-files';
import { type KubeObject } from './validation/validate-manifest';
import { podSpecOf } from './validation/workload-policy';

const K8S = __dirname;
const ROOT = path.resolve(K8S, '..');
const COMPONENT = path.join(K8S, 'components/observability');
const SERVICES = ['ads-service', 'accounts-service', 'billing-service', 'moderation-service', 'analytics-service'];
const APPS = ['gateway', ...SERVICES];

const base = resourcesOf(path.join(K8S, 'base/kustomization.yaml')).map((d) => d.object);
const component = ['service-monitors.yaml', 'alert-rules.yaml', 'scaled-objects.yaml'].flatMap((f) =>
  readDocuments(path.join(COMPONENT, f)).map((d) => d.object),
);
const dashboard = JSON.parse(readFileSync(path.join(COMPONENT, 'grafana-dashboard.json'), 'utf8')) as {
  panels: { title: string; targets: { expr: string }[] }[];
};
const operations = readFileSync(path.join(ROOT, 'docs/operations.md'), 'utf8');

const find = (objects: KubeObject[], kind: string, name: string) => objects.find((o) => o.kind === kind && o.metadata?.name === name);
const spec = <T>(o: KubeObject | undefined) => (o as { spec: T }).spec;
const ofKind = (kind: string) => component.filter((o) => o.kind === kind);

interface Rule {
  alert: string;
  expr: string;
  annotations: { runbook_url: string };
}
const rules = ofKind('PrometheusRule').flatMap((r) => spec<{ groups: { rules: Rule[] }[] }>(r).groups.flatMap((g) => g.rules));

function sourcesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourcesUnder(full);
    return /\.ts$/.test(entry.name) && !/\.spec\.ts$/.test(entry.name) ? [full] : [];
  });
}
const sources = [
  ...sourcesUnder(path.join(ROOT, 'libs/server/src')),
  ...APPS.flatMap((app) => sourcesUnder(path.join(ROOT, 'apps', app, 'src'))),
].map((f) => readFileSync(f, 'utf8'));

/** The metric names the code registers with prom-client, with a histogram's series names. */
const exported = new Set(
  sources.flatMap((text) =>
    [...text.matchAll(/new (Histogram|Counter|Gauge)\(\{\s*name: '([a-z_]+)'/g)].flatMap(([, type, name]) =>
      type === 'Histogram' ? [name, `${name}_bucket`, `${name}_count`, `${name}_sum`] : [name],
    ),
  ),
);
const isDefaultMetric = (name: string) => /^(process|nodejs)_[a-z_]+$/.test(name);
// PromQL's own words with an underscore: functions and modifiers, never metrics.
const PROMQL_WORDS = new Set(['histogram_quantile', 'group_left', 'group_right', 'label_replace', 'label_join']);

/** The metric names a PromQL expression reads (label names and values, and strings, left out). */
function metricsIn(expr: string): string[] {
  const withoutLabels = expr.replace(/\{[^}]*\}/g, '').replace(/\b(by|without|on|ignoring)\s*\([^)]*\)/g, '');
  return [...withoutLabels.matchAll(/\b[a-z]+(?:_[a-z0-9]+)+\b/g)].map(([name]) => name).filter((name) => !PROMQL_WORDS.has(name));
}

/** The durable consumers the services open on the event stream: bus.consume('<name>', ...). */
const declaredConsumers = new Set(
  sources.flatMap((text) => [...text.matchAll(/\.consume(?:Batches)?<[^>]*>\(\s*'([a-z-]+)'/g)].map((m) => m[1])),
);

describe('metrics scraping', () => {
  it.each(APPS)('scrapes every pod of %s on its metrics port, which is METRICS_PORT', (app) => {
    const metricsPort = Number((find(base, 'ConfigMap', 'surimarkt-config')?.data as Record<string, string>).METRICS_PORT);
    expect(metricsPort).toBe(9464);
    const monitor = spec<{ selector: { matchLabels: Record<string, string> }; endpoints: { port: string; path: string }[] }>(
      find(component, 'ServiceMonitor', app),
    );
    expect(monitor.endpoints).toEqual([expect.objectContaining({ port: 'metrics', path: '/metrics' })]);
    const service = find(base, 'Service', app) as KubeObject;
    expect(service.metadata?.labels).toMatchObject(monitor.selector.matchLabels);
    const servicePort = spec<{ ports: { name: string; targetPort: string }[] }>(service).ports.find((p) => p.name === 'metrics');
    const container = podSpecOf(find(base, 'Deployment', app) as KubeObject).containers[0] as unknown as {
      ports: { name: string; containerPort: number }[];
    };
    expect(container.ports.find((p) => p.name === servicePort?.targetPort)?.containerPort).toBe(metricsPort);
  });
});

describe('alert rules and dashboard', () => {
  it('finds the metrics the apps register', () => {
    for (const name of [
      'http_request_duration_seconds',
      'nats_request_duration_seconds',
      'jetstream_consumer_messages',
      'pg_pool_connections',
    ])
      expect(exported).toContain(name);
  });

  it.each(rules.map((r) => [r.alert, r] as const))('%s reads only metrics the apps export', (_alert, rule) => {
    const names = metricsIn(rule.expr);
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) expect([name, exported.has(name) || isDefaultMetric(name)]).toEqual([name, true]);
  });

  it('alerts on the error rate, the p99, consumer lag, failed jobs and backups older than a day', () => {
    const exprOf = (alert: string) => rules.find((r) => r.alert === alert)?.expr ?? '';
    expect(exprOf('SurimarktHighErrorRate')).toContain('status=~"5.."');
    expect(exprOf('SurimarktSlowRequests')).toContain('histogram_quantile(0.99');
    expect(exprOf('SurimarktConsumerLag')).toContain('state="pending"');
    expect(exprOf('SurimarktJobFailed')).toContain('outcome="failed"');
    expect(exprOf('SurimarktBackupTooOld')).toMatch(/job_last_success_timestamp_seconds\{job="backup"\}\) > 86400/);
  });

  it.each(rules.map((r) => [r.alert, r] as const))('%s links its section of docs/operations.md', (alert, rule) => {
    expect(rule.annotations.runbook_url).toBe(`docs/operations.md#${alert.toLowerCase()}`);
    expect(operations).toContain(`\n### ${alert}\n`);
  });

  it('has dashboard panels for requests, errors, latency per route and service, consumer lag, renders and the pool', () => {
    const titles = dashboard.panels.map((p) => p.title).join('\n');
    for (const topic of [
      /Requests per second by route/,
      /Errors/,
      /Latency p99 by route/,
      /NATS p99 by service/,
      /consumer lag/,
      /renders/,
      /pool/,
    ])
      expect(titles).toMatch(topic);
    for (const panel of dashboard.panels) {
      expect(panel.targets.length).toBeGreaterThan(0);
      for (const { expr } of panel.targets)
        for (const name of metricsIn(expr))
          expect([panel.title, name, exported.has(name) || isDefaultMetric(name)]).toEqual([panel.title, name, true]);
    }
  });
});

describe('autoscaling on the signal that matters', () => {
  const scaled = ofKind('ScaledObject');
  type Trigger = { type: string; metadata: Record<string, string> };
  const triggersOf = (app: string) => spec<{ triggers: Trigger[] }>(find(scaled, 'ScaledObject', app)).triggers;

  it('scales the gateway on its requests per second, from the metric it exports', () => {
    const prometheus = triggersOf('gateway').find((t) => t.type === 'prometheus');
    expect(prometheus?.metadata.query).toMatch(/^sum\(rate\(http_request_duration_seconds_count\{job="gateway"\}\[1m\]\)\)$/);
    expect(Number(prometheus?.metadata.threshold)).toBeGreaterThan(0);
  });

  it.each(SERVICES.filter((s) => s !== 'billing-service'))(
    'scales %s on the lag of each consumer it declares, in the bounds of the HPA it replaces',
    (app) => {
      const prefix = app.replace(/-service$/, '');
      const own = [...declaredConsumers].filter((c) => c.startsWith(`${prefix}-`)).sort();
      expect(own.length).toBeGreaterThan(0);
      const lag = triggersOf(app).filter((t) => t.type === 'nats-jetstream');
      expect(lag.map((t) => t.metadata.consumer).sort()).toEqual(own);
      for (const t of lag) expect(t.metadata).toMatchObject({ stream: 'SURIMARKT_EVENTS', natsServerMonitoringEndpoint: 'nats:8222' });
      const hpa = spec<{ minReplicas: number; maxReplicas: number }>(find(base, 'HorizontalPodAutoscaler', app));
      expect(spec(find(scaled, 'ScaledObject', app))).toMatchObject({ minReplicaCount: hpa.minReplicas, maxReplicaCount: hpa.maxReplicas });
    },
  );

  it('consumes no events in billing-service, which keeps its CPU autoscaler', () => {
    expect([...declaredConsumers].filter((c) => c.startsWith('billing-'))).toEqual([]);
    expect(find(scaled, 'ScaledObject', 'billing-service')).toBeUndefined();
  });

  // kubectl's own kustomize: the component's deletions and the overlay's patches as applied.
  const hasKubectl = spawnSync('kubectl', ['version', '--client'], { stdio: 'ignore' }).status === 0;
  (hasKubectl ? it : it.skip)('leaves each app in production exactly one autoscaler: KEDA for five, the HPA for billing', () => {
    const rendered = parseDocuments(
      execFileSync('kubectl', ['kustomize', path.join(K8S, 'overlays/prod')], { encoding: 'utf8', timeout: 60000 }),
      'prod',
    ).map((d) => d.object);
    for (const app of APPS) {
      const autoscalers = rendered.filter(
        (o) => ['HorizontalPodAutoscaler', 'ScaledObject'].includes(String(o.kind)) && o.metadata?.name === app,
      );
      expect([app, autoscalers.map((o) => o.kind)]).toEqual([
        app,
        [app === 'billing-service' ? 'HorizontalPodAutoscaler' : 'ScaledObject'],
      ]);
    }
    expect(spec(find(rendered, 'ScaledObject', 'gateway'))).toMatchObject({ minReplicaCount: 3, maxReplicaCount: 20 });
    expect(find(rendered, 'ConfigMap', 'surimarkt-dashboard')?.metadata?.labels).toMatchObject({ grafana_dashboard: '1' });
  });
});
