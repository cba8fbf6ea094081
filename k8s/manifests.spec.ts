import { execFileSync, spawnSync } from 'node:child_process';
import path from 'node:path';
import {
  kustomizationIn,
  loadKustomization,
  missingFiles,
  patchPaths,
  resourcesOf,
  unmatchedEntries,
} from './validation/kustomization-refs';
import { labelOf, parseDocuments, readDocuments, yamlFilesUnder } from './validation/manifest-files';
import { type KubeObject, validateCustomResources, validateManifest } from './validation/validate-manifest';
import { podSpecOf, WORKLOAD_KINDS, workloadPolicyViolations } from './validation/workload-policy';

const K8S = __dirname;
const SERVICES = ['ads-service', 'accounts-service', 'billing-service', 'moderation-service', 'analytics-service'];
const APPS = ['gateway', ...SERVICES];
const OVERLAYS = ['dev', 'prod'].map((name) => path.join(K8S, 'overlays', name));

const yamlFiles = yamlFilesUnder(K8S);
const kustomizations = yamlFiles.filter((f) => kustomizationIn(path.dirname(f)) === f);
const patches = new Set(kustomizations.flatMap(patchPaths));
// Patches are partial objects by design; they are checked against what they patch instead.
const manifests = yamlFiles.filter((f) => !kustomizations.includes(f) && !patches.has(f)).flatMap(readDocuments);
const base = resourcesOf(path.join(K8S, 'base/kustomization.yaml')).map((d) => d.object);
validateCustomResources(manifests.map((d) => d.object));

interface Container {
  name: string;
  image: string;
  ports?: { name?: string; containerPort: number }[];
  envFrom?: { configMapRef?: { name: string }; secretRef?: { name: string } }[];
  livenessProbe?: { httpGet?: { path: string; port: string | number } };
  readinessProbe?: { httpGet?: { path: string; port: string | number } };
  securityContext?: { readOnlyRootFilesystem?: boolean };
  volumeMounts?: { name: string; mountPath: string }[];
}

const find = (objects: KubeObject[], kind: string, name: string) => objects.find((o) => o.kind === kind && o.metadata?.name === name);
const containerOf = (name: string) => podSpecOf(find(base, 'Deployment', name) as KubeObject).containers[0] as unknown as Container;
const spec = <T>(o: KubeObject | undefined) => (o as { spec: T }).spec;
const portNumber = (c: Container, port: string | number | undefined) =>
  typeof port === 'number' ? port : c.ports?.find((p) => p.name === port)?.containerPort;

describe('every manifest under k8s/', () => {
  it('finds the manifests, kustomizations and patches to check', () => {
    expect(manifests.length).toBeGreaterThanOrEqual(30);
    expect(kustomizations.map((f) => path.relative(K8S, f)).sort()).toEqual([
      'base/kustomization.yaml',
      'components/observability/kustomization.yaml',
      'overlays/dev/kustomization.yaml',
      'overlays/prod/kustomization.yaml',
    ]);
  });

  it.each(manifests.map((d) => [labelOf(d, K8S), d.object] as const))('%s is valid against the Kubernetes API schema', (_label, object) => {
    expect(validateManifest(object)).toEqual([]);
  });

  const workloads = manifests.filter((d) => WORKLOAD_KINDS.includes(String(d.object.kind)));
  it.each(workloads.map((d) => [labelOf(d, K8S), d.object] as const))(
    '%s has both probes, resources and a non-root user',
    (_label, object) => {
      expect(workloadPolicyViolations(object)).toEqual([]);
    },
  );
});

describe('the base', () => {
  it('includes every manifest file of base/ in its kustomization', () => {
    const listed = loadKustomization(path.join(K8S, 'base/kustomization.yaml')).resources ?? [];
    const files = yamlFiles
      .filter((f) => path.dirname(f) === path.join(K8S, 'base') && !kustomizations.includes(f))
      .map((f) => path.basename(f));
    expect([...listed].sort()).toEqual(files.sort());
  });

  it('has a Deployment for every app, each with its own file', () => {
    expect(
      base
        .filter((o) => o.kind === 'Deployment')
        .map((o) => o.metadata?.name)
        .sort(),
    ).toEqual([...APPS].sort());
    for (const app of APPS)
      expect(readDocuments(path.join(K8S, `base/${app}.yaml`)).some((d) => d.object.kind === 'Deployment')).toBe(true);
  });

  it('probes the gateway on /api/health/live for liveness and /api/health for readiness, on 8080', () => {
    const c = containerOf('gateway');
    expect(c.livenessProbe?.httpGet?.path).toBe('/api/health/live');
    expect(c.readinessProbe?.httpGet?.path).toBe('/api/health/ready');
    expect(portNumber(c, c.livenessProbe?.httpGet?.port)).toBe(8080);
    expect(portNumber(c, c.readinessProbe?.httpGet?.port)).toBe(8080);
    expect(find(base, 'ConfigMap', 'gateway-config')?.data).toMatchObject({ PORT: '8080' });
  });

  it.each(SERVICES)('probes %s on GET /health at the HEALTH_PORT its ConfigMap sets', (app) => {
    const c = containerOf(app);
    const healthPort = Number((find(base, 'ConfigMap', `${app}-config`)?.data as Record<string, string>).HEALTH_PORT);
    expect(healthPort).toBe(9000);
    expect(c.envFrom?.map((e) => e.configMapRef?.name)).toContain(`${app}-config`);
    for (const probe of [c.livenessProbe, c.readinessProbe]) {
      expect(probe?.httpGet?.path).toBe('/health');
      expect(portNumber(c, probe?.httpGet?.port)).toBe(healthPort);
    }
  });

  it.each(APPS)('runs %s on a read-only root filesystem with writable /tmp and /app/var', (app) => {
    const c = containerOf(app);
    expect(c.securityContext?.readOnlyRootFilesystem).toBe(true);
    expect(c.volumeMounts?.map((m) => m.mountPath).sort()).toEqual(['/app/var', '/tmp']);
  });

  it('refers only to ConfigMaps and Secrets it defines', () => {
    for (const app of APPS) {
      for (const ref of containerOf(app).envFrom ?? []) {
        if (ref.configMapRef) expect(find(base, 'ConfigMap', ref.configMapRef.name)).toBeDefined();
        if (ref.secretRef) expect(find(base, 'Secret', ref.secretRef.name)).toBeDefined();
      }
    }
  });

  it('gives the gateway a ClusterIP Service on 80 -> 8080, and every Service selects its app on a port it has', () => {
    const gateway = spec<{ type: string; ports: { port: number; targetPort: string }[] }>(find(base, 'Service', 'gateway'));
    expect(gateway.type).toBe('ClusterIP');
    expect(gateway.ports[0].port).toBe(80);
    expect(portNumber(containerOf('gateway'), gateway.ports[0].targetPort)).toBe(8080);
    for (const service of base.filter((o) => o.kind === 'Service')) {
      const s = spec<{ selector: Record<string, string>; ports: { targetPort: string | number }[] }>(service);
      const target = find(base, 'Deployment', s.selector['app.kubernetes.io/name']) as KubeObject;
      const labels = (target.spec as { template: { metadata: { labels: Record<string, string> } } }).template.metadata.labels;
      expect(labels).toMatchObject(s.selector);
      for (const p of s.ports) expect(portNumber(podSpecOf(target).containers[0] as unknown as Container, p.targetPort)).toBeDefined();
    }
  });

  it('autoscales every app (autoscaling/v2) from two replicas, whose Deployments leave the replica count to the HPA', () => {
    const hpas = base.filter((o) => o.kind === 'HorizontalPodAutoscaler');
    expect(hpas.map((h) => h.metadata?.name).sort()).toEqual([...APPS].sort());
    for (const hpa of hpas) {
      expect(hpa.apiVersion).toBe('autoscaling/v2');
      const {
        scaleTargetRef: ref,
        minReplicas,
        maxReplicas,
      } = spec<{
        scaleTargetRef: { kind: string; name: string };
        minReplicas: number;
        maxReplicas: number;
      }>(hpa);
      expect([ref.kind, ref.name]).toEqual(['Deployment', hpa.metadata?.name]);
      expect(minReplicas).toBeGreaterThanOrEqual(2);
      expect(maxReplicas).toBeGreaterThan(minReplicas);
      expect(spec<{ replicas?: number }>(find(base, ref.kind, ref.name)).replicas).toBeUndefined();
    }
  });

  it('lets a voluntary disruption (a node drain, an upgrade) take at most one pod of each app at a time', () => {
    const budgets = base.filter((o) => o.kind === 'PodDisruptionBudget');
    expect(budgets.map((b) => b.metadata?.name).sort()).toEqual([...APPS].sort());
    for (const budget of budgets) {
      expect(spec(budget)).toEqual({ maxUnavailable: 1, selector: { matchLabels: { 'app.kubernetes.io/name': budget.metadata?.name } } });
    }
  });

  it.each(APPS)('gives %s a grace period that covers its preStop and the drain bound (SHUTDOWN_TIMEOUT_MS)', (app) => {
    const shutdownSeconds =
      Number((find(base, 'ConfigMap', 'surimarkt-config')?.data as Record<string, string>).SHUTDOWN_TIMEOUT_MS) / 1000;
    expect(shutdownSeconds).toBeGreaterThanOrEqual(5);
    const pod = podSpecOf(find(base, 'Deployment', app) as KubeObject) as unknown as {
      terminationGracePeriodSeconds: number;
      containers: { lifecycle?: { preStop?: { exec?: { command: string[] } } } }[];
    };
    const preStop = pod.containers[0].lifecycle?.preStop?.exec?.command;
    // The gateway waits for the endpoint to leave the Service (and the Ingress) before it stops accepting.
    if (app === 'gateway') expect(preStop).toEqual(['sleep', '5']);
    else expect(preStop).toBeUndefined();
    const preStopSeconds = preStop ? Number(preStop[1]) : 0;
    expect(pod.terminationGracePeriodSeconds).toBeGreaterThanOrEqual(preStopSeconds + shutdownSeconds + 2);
    expect(pod.terminationGracePeriodSeconds).toBeLessThanOrEqual(preStopSeconds + shutdownSeconds + 10);
  });

  it.each(APPS)('requests no more CPU and memory for %s than its limits', (app) => {
    const { requests, limits } = (containerOf(app) as unknown as { resources: Record<'requests' | 'limits', Record<string, string>> })
      .resources;
    expect(quantity(requests.cpu)).toBeLessThanOrEqual(quantity(limits.cpu));
    expect(quantity(requests.memory)).toBeLessThanOrEqual(quantity(limits.memory));
  });

  it('routes the Ingress (networking.k8s.io/v1) to the gateway Service', () => {
    const ingress = base.find((o) => o.kind === 'Ingress') as KubeObject;
    expect(ingress.apiVersion).toBe('networking.k8s.io/v1');
    const backends = spec<{ rules: { http: { paths: { backend: { service: { name: string; port: { name: string } } } }[] } }[] }>(
      ingress,
    ).rules.flatMap((r) => r.http.paths.map((p) => p.backend.service));
    expect(backends).toEqual([{ name: 'gateway', port: { name: 'http' } }]);
  });

  it('keeps placeholders, never real secrets, in its Secret', () => {
    const data = (find(base, 'Secret', 'surimarkt-secrets') as { stringData: Record<string, string> }).stringData;
    for (const [key, value] of Object.entries(data)) expect([key, value]).toEqual([key, expect.stringContaining('REPLACE_ME')]);
  });
});

describe('the kustomizations', () => {
  it.each(kustomizations.map((f) => [path.relative(K8S, f), f]))('%s names only files that exist', (_label, file) => {
    expect(missingFiles(file)).toEqual([]);
  });

  it.each(OVERLAYS.map((dir) => [path.relative(K8S, dir), path.join(dir, 'kustomization.yaml')]))(
    '%s changes only images, replicas, patches and config that exist in what it builds on',
    (_label, file) => {
      expect(unmatchedEntries(file)).toEqual([]);
    },
  );
});

/** A Kubernetes quantity ('250m', '1', '256Mi', '1Gi') as a plain number. */
function quantity(value: string): number {
  const units: Record<string, number> = { m: 1e-3, Ki: 2 ** 10, Mi: 2 ** 20, Gi: 2 ** 30 };
  const [, amount, unit] = /^([\d.]+)(m|Ki|Mi|Gi)?$/.exec(value) ?? [];
  if (amount === undefined) throw new Error(`not a quantity: ${value}`);
  return Number(amount) * (unit ? units[unit] : 1);
}

// kustomize wraps long base64 values over lines; the API server's decoder (Go's base64) skips line breaks.
function unwrapBase64(secret: KubeObject): void {
  const data = (secret.data ?? {}) as Record<string, string>;
  for (const key of Object.keys(data)) data[key] = data[key].replace(/\s+/g, '');
}

/** PostgreSQL connections at full scale: per app, (HPA or KEDA max, or replicas) x DB_POOL_SIZE of its ConfigMap. */
function connectionBudget(rendered: KubeObject[]): number {
  return SERVICES.reduce((sum, app) => {
    const hpa = find(rendered, 'HorizontalPodAutoscaler', app);
    const scaled = find(rendered, 'ScaledObject', app);
    const replicas = hpa
      ? spec<{ maxReplicas: number }>(hpa).maxReplicas
      : scaled
        ? spec<{ maxReplicaCount: number }>(scaled).maxReplicaCount
        : (spec<{ replicas?: number }>(find(rendered, 'Deployment', app)).replicas ?? 1);
    const pool = Number((find(rendered, 'ConfigMap', `${app}-config`)?.data as Record<string, string>).DB_POOL_SIZE);
    return sum + replicas * pool;
  }, 0);
}

// kubectl's own kustomize (go-yaml, real patching) catches what the checks above cannot; it needs no cluster.
const hasKubectl = spawnSync('kubectl', ['version', '--client'], { stdio: 'ignore' }).status === 0;
(hasKubectl ? describe : describe.skip)('kubectl kustomize output', () => {
  it.each(OVERLAYS.map((dir) => [path.relative(K8S, dir), dir]))(
    "%s renders into valid objects, a tagged image per app, and fits PostgreSQL's default connection limit",
    (_label, dir) => {
      const rendered = parseDocuments(execFileSync('kubectl', ['kustomize', dir], { encoding: 'utf8', timeout: 60000 }), dir).map(
        (d) => d.object,
      );
      for (const object of rendered.filter((o) => o.kind === 'Secret')) unwrapBase64(object);
      validateCustomResources(rendered);
      for (const object of rendered)
        expect([object.kind, object.metadata?.name, validateManifest(object)]).toEqual([object.kind, object.metadata?.name, []]);
      for (const app of APPS) {
        const image = (podSpecOf(find(rendered, 'Deployment', app) as KubeObject).containers[0] as unknown as Container).image;
        expect(image).toMatch(new RegExp(`surimarkt/${app}:[\\w.-]+$`));
      }
      // max_connections 100 by default, 3 of them reserved for superusers.
      expect(connectionBudget(rendered)).toBeLessThanOrEqual(97);
      // Production's Secret comes from the operator: the placeholder one must never be applied there.
      expect(find(rendered, 'Secret', 'surimarkt-secrets') === undefined).toBe(dir.endsWith('prod'));
    },
  );
});
