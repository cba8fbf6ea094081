// Validates Kubernetes objects against the API's OpenAPI schema as shipped by kubernetes-models (no cluster).
// Each apiVersion maps to a module of that package (`apps/v1` -> kubernetes-models/apps/v1) whose export
// named after the kind is the model class; a kind it does not know is an error, not a pass. Custom resources of the
// Prometheus operator and KEDA are checked against their CRDs' schemas (validate-custom-resources.mjs).
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';

// The module is picked from data at run time, so it is loaded by name rather than imported.
const loadModule = createRequire(__filename);

export interface KubeObject {
  apiVersion?: unknown;
  kind?: unknown;
  metadata?: { name?: string; labels?: Record<string, string> } & Record<string, unknown>;
  [key: string]: unknown;
}

interface ModelClass {
  kind: string;
  apiVersion: string;
  new (data: KubeObject): { validate(): void };
}

interface SchemaError {
  instancePath?: string;
  message?: string;
}

const CUSTOM_RESOURCE_GROUPS = ['monitoring.coreos.com', 'keda.sh'];

/** The schema violations of one object (none: valid); throws on an unknown apiVersion or kind. */
export function validateManifest(object: KubeObject): string[] {
  if (isCustomResource(object)) return checkedCustomResources.get(JSON.stringify(object)) ?? validateCustomResources([object])[0];
  const model = modelFor(object.apiVersion, object.kind);
  try {
    new model(object).validate();
    return [];
  } catch (error) {
    const errors = (error as { errors?: SchemaError[] }).errors;
    if (!errors) throw error;
    return errors.map((e) => `${e.instancePath || '/'} ${e.message ?? 'is invalid'}`);
  }
}

function modelFor(apiVersion: unknown, kind: unknown): ModelClass {
  if (typeof apiVersion !== 'string' || typeof kind !== 'string' || !/^[a-z0-9.]*\/?v\d\w*$/.test(apiVersion)) {
    throw new Error(`not a Kubernetes object: apiVersion=${String(apiVersion)} kind=${String(kind)}`);
  }
  let models: Record<string, unknown>;
  try {
    models = loadModule(`kubernetes-models/${apiVersion}`);
  } catch {
    throw new Error(`unknown apiVersion ${apiVersion} (kind ${kind})`);
  }
  const model = models[kind] as ModelClass | undefined;
  // Spec types (DeploymentSpec...) are exported too; only top-level kinds carry their own kind and apiVersion.
  if (typeof model !== 'function' || model.kind !== kind || model.apiVersion !== apiVersion) {
    throw new Error(`unknown kind ${kind} in ${apiVersion}`);
  }
  return model;
}

const isCustomResource = (object: KubeObject) => CUSTOM_RESOURCE_GROUPS.includes(String(object.apiVersion).split('/')[0]);
// Answers by object, so a spec can check all its custom resources in one Node process first (each costs a start).
const checkedCustomResources = new Map<string, string[]>();

/** The violations of each custom resource among `objects`, checked in one Node process and kept for validateManifest. */
export function validateCustomResources(objects: KubeObject[]): string[][] {
  const custom = objects.filter(isCustomResource);
  if (!custom.length) return [];
  const run = spawnSync(process.execPath, [path.join(__dirname, 'validate-custom-resources.mjs')], {
    input: JSON.stringify(custom),
    encoding: 'utf8',
    timeout: 60000,
  });
  if (run.status !== 0) throw new Error(`custom resource validation failed: ${run.stderr}`);
  const answers = JSON.parse(run.stdout) as ({ unknown: string } | { errors: string[] })[];
  return answers.map((answer, i) => {
    if ('unknown' in answer) throw new Error(answer.unknown);
    checkedCustomResources.set(JSON.stringify(custom[i]), answer.errors);
    return answer.errors;
  });
}
