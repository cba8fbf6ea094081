import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { missingFiles, unmatchedEntries } from './kustomization-refs';
import { validateManifest, type KubeObject } from './validate-manifest';
import { workloadPolicyViolations } from './workload-policy';

function deployment(container: Record<string, unknown> = {}): KubeObject {
  return {
    apiVersion: 'apps/v1',
    kind: 'Deployment',
    metadata: { name: 'web' },
    spec: {
      selector: { matchLabels: { app: 'web' } },
      template: {
        metadata: { labels: { app: 'web' } },
        spec: {
          securityContext: { runAsNonRoot: true, runAsUser: 1000 },
          containers: [
            {
              name: 'web',
              image: 'example/web:1',
              ports: [{ containerPort: 8080 }],
              livenessProbe: { httpGet: { path: '/live', port: 8080 } },
              readinessProbe: { httpGet: { path: '/ready', port: 8080 } },
              resources: { requests: { cpu: '10m', memory: '32Mi' }, limits: { cpu: '1', memory: '64Mi' } },
              ...container,
            },
          ],
        },
      },
    },
  };
}

describe('validateManifest', () => {
  it('accepts a well-formed Deployment', () => {
    expect(validateManifest(deployment())).toEqual([]);
  });

  it('rejects a Deployment without a selector and with a port that is not a number, naming both places', () => {
    const broken = deployment({ ports: [{ containerPort: 'http' }] });
    delete (broken.spec as Record<string, unknown>).selector;
    const errors = validateManifest(broken);
    expect(errors).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^\/spec .*selector/),
        expect.stringMatching(/^\/spec\/template\/spec\/containers\/0\/ports\/0\/containerPort must be integer/),
      ]),
    );
  });

  it('rejects a container without a name', () => {
    expect(validateManifest(deployment({ name: undefined }))).toEqual([expect.stringMatching(/containers\/0 .*name/)]);
  });

  it('refuses kinds and apiVersions the Kubernetes API does not have', () => {
    expect(() => validateManifest({ ...deployment(), kind: 'Deploymnet' })).toThrow('unknown kind Deploymnet in apps/v1');
    expect(() => validateManifest({ ...deployment(), kind: 'DeploymentSpec' })).toThrow('unknown kind DeploymentSpec');
    expect(() => validateManifest({ ...deployment(), apiVersion: 'apps/v9' })).toThrow('unknown apiVersion apps/v9');
    expect(() => validateManifest({ ...deployment(), apiVersion: 'kustomize.config.k8s.io/v1beta1', kind: 'Kustomization' })).toThrow(
      'unknown apiVersion',
    );
    expect(() => validateManifest({ name: 'not a manifest' })).toThrow('not a Kubernetes object');
  });
});

describe('workloadPolicyViolations', () => {
  it('finds nothing wrong with a probed, sized, non-root Deployment', () => {
    expect(workloadPolicyViolations(deployment())).toEqual([]);
  });

  it('lists every missing probe and resource and a container that may run as root', () => {
    const bare = deployment({
      livenessProbe: undefined,
      readinessProbe: undefined,
      resources: { limits: { memory: '64Mi' } },
      securityContext: { runAsNonRoot: false },
    });
    expect(workloadPolicyViolations(bare).sort()).toEqual(
      [
        'container web has no livenessProbe',
        'container web has no readinessProbe',
        'container web has no resources.requests.cpu',
        'container web has no resources.requests.memory',
        'container web has no resources.limits.cpu',
        'container web does not set runAsNonRoot: true',
      ].sort(),
    );
  });
});

describe('kustomization checks', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'kustomize-'));
    mkdirSync(path.join(dir, 'base'));
    mkdirSync(path.join(dir, 'overlay'));
    writeFileSync(path.join(dir, 'base/kustomization.yaml'), 'resources:\n  - web.yaml\n');
    writeFileSync(path.join(dir, 'base/web.yaml'), JSON.stringify(deployment()));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('passes an overlay whose files and names all exist', () => {
    const overlay = path.join(dir, 'overlay/kustomization.yaml');
    writeFileSync(
      overlay,
      'resources: [../base]\nimages:\n  - { name: example/web, newTag: "2" }\nreplicas:\n  - { name: web, count: 2 }\n',
    );
    expect(missingFiles(overlay)).toEqual([]);
    expect(unmatchedEntries(overlay)).toEqual([]);
  });

  it('reports missing files, remote bases, and images, replicas and patches that match nothing', () => {
    const overlay = path.join(dir, 'overlay/kustomization.yaml');
    writeFileSync(path.join(dir, 'overlay/patch.yaml'), 'apiVersion: apps/v1\nkind: Deployment\nmetadata: { name: wbe }\n');
    writeFileSync(
      overlay,
      [
        'resources: [../base, gone.yaml, https://example.com/remote]',
        'patches: [{ path: patch.yaml }, { path: lost.yaml }]',
        'images: [{ name: example/wbe, newTag: "2" }]',
        'replicas: [{ name: wbe, count: 2 }]',
      ].join('\n'),
    );
    expect(missingFiles(overlay)).toEqual(['gone.yaml', expect.stringContaining('remote bases are not allowed'), 'lost.yaml']);
    writeFileSync(
      overlay,
      'resources: [../base]\npatches: [{ path: patch.yaml }]\nimages: [{ name: example/wbe }]\nreplicas: [{ name: wbe, count: 2 }]\n',
    );
    expect(unmatchedEntries(overlay)).toEqual([
      'images: example/wbe is used by no container',
      'replicas: wbe is no workload',
      'patch patch.yaml: no Deployment/wbe to patch',
    ]);
  });
});

describe('validateManifest on custom resources (Prometheus operator, KEDA)', () => {
  const monitor = (port: unknown): KubeObject => ({
    apiVersion: 'monitoring.coreos.com/v1',
    kind: 'ServiceMonitor',
    metadata: { name: 'web' },
    spec: { selector: { matchLabels: { app: 'web' } }, endpoints: [{ port }] },
  });

  it("checks them against their CRD's schema", () => {
    expect(validateManifest(monitor('metrics'))).toEqual([]);
    expect(validateManifest(monitor(9464))).toEqual(['/spec/endpoints/0/port must be string']);
    const scaled = {
      apiVersion: 'keda.sh/v1alpha1',
      kind: 'ScaledObject',
      metadata: { name: 'web' },
      spec: { scaleTargetRef: { name: 'web' }, triggers: [{ type: 'cpu', metadata: { value: 70 } }] },
    };
    expect(validateManifest(scaled)).toEqual(['/spec/triggers/0/metadata/value must be string']);
  });

  it('refuses a kind the CRDs do not have', () => {
    expect(() => validateManifest({ apiVersion: 'keda.sh/v1alpha1', kind: 'ScaledThing', metadata: { name: 'x' } })).toThrow(
      'unknown kind ScaledThing in keda.sh/v1alpha1',
    );
  });
});
