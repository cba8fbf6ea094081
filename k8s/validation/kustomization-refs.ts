// Checks a kustomization against the files and objects it names. kustomize ignores an `images` or `replicas`
// entry that matches nothing, so a typo there would silently deploy the wrong image or replica count.
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { type ManifestDocument, readDocuments } from './manifest-files';
import { podSpecOf, WORKLOAD_KINDS } from './workload-policy';

interface Generator {
  name: string;
  behavior?: 'create' | 'merge' | 'replace';
  files?: string[];
  envs?: string[];
}

export interface Kustomization {
  resources?: string[];
  components?: string[];
  patches?: { path?: string; patch?: string }[];
  patchesStrategicMerge?: string[];
  configMapGenerator?: Generator[];
  secretGenerator?: Generator[];
  images?: { name: string }[];
  replicas?: { name: string; count: number }[];
}

const KUSTOMIZATION_NAMES = ['kustomization.yaml', 'kustomization.yml', 'Kustomization'];

export function kustomizationIn(dir: string): string | undefined {
  return KUSTOMIZATION_NAMES.map((name) => path.join(dir, name)).find((file) => existsSync(file));
}

export function loadKustomization(file: string): Kustomization {
  return (readDocuments(file)[0]?.object ?? {}) as Kustomization;
}

export function patchPaths(file: string): string[] {
  const k = loadKustomization(file);
  const paths = [...(k.patches ?? []).flatMap((p) => (p.path ? [p.path] : [])), ...(k.patchesStrategicMerge ?? [])];
  return paths.map((p) => path.resolve(path.dirname(file), p));
}

/** Files and folders the kustomization names that do not exist (a folder must hold a kustomization). */
export function missingFiles(file: string): string[] {
  const k = loadKustomization(file);
  const dir = path.dirname(file);
  const missing: string[] = [];
  for (const entry of [...(k.resources ?? []), ...(k.components ?? [])]) {
    if (entry.includes('://')) {
      missing.push(`${entry} (remote bases are not allowed: builds must not depend on the network)`);
      continue;
    }
    const target = path.resolve(dir, entry);
    if (!existsSync(target)) missing.push(entry);
    else if (statSync(target).isDirectory() && !kustomizationIn(target)) missing.push(`${entry} (folder without a kustomization)`);
  }
  for (const generator of [...(k.configMapGenerator ?? []), ...(k.secretGenerator ?? [])]) {
    for (const source of [...(generator.files ?? []), ...(generator.envs ?? [])]) {
      const relative = source.includes('=') ? source.slice(source.indexOf('=') + 1) : source;
      if (!existsSync(path.resolve(dir, relative))) missing.push(relative);
    }
  }
  for (const patch of patchPaths(file)) if (!existsSync(patch)) missing.push(path.relative(dir, patch));
  return missing;
}

/** The objects a kustomization pulls in from its resources, recursively, before patches and generators. */
export function resourcesOf(file: string): ManifestDocument[] {
  const k = loadKustomization(file);
  return (k.resources ?? []).flatMap((entry) => {
    const target = path.resolve(path.dirname(file), entry);
    if (statSync(target).isDirectory()) {
      const nested = kustomizationIn(target) as string;
      const inner = loadKustomization(nested);
      const generated = [
        ...(inner.configMapGenerator ?? []).map((g) => generatedDoc('ConfigMap', g.name, nested)),
        ...(inner.secretGenerator ?? []).map((g) => generatedDoc('Secret', g.name, nested)),
      ];
      return [...resourcesOf(nested), ...generated];
    }
    return readDocuments(target);
  });
}

function generatedDoc(kind: string, name: string, file: string): ManifestDocument {
  return { file, index: 0, object: { apiVersion: 'v1', kind, metadata: { name } } };
}

/** Entries of images, replicas, patches and merging generators that match no object of the resources. */
export function unmatchedEntries(file: string): string[] {
  const k = loadKustomization(file);
  // A component's objects are there for the kustomization's own patches too (kustomize applies components first).
  const components = (k.components ?? []).map((entry) => kustomizationIn(path.resolve(path.dirname(file), entry)) as string);
  const objects = [file, ...components].flatMap((f) => resourcesOf(f)).map((d) => d.object);
  const has = (kind: string, name: string) => objects.some((o) => o.kind === kind && o.metadata?.name === name);
  const images = new Set(
    objects
      .filter((o) => WORKLOAD_KINDS.includes(String(o.kind)))
      .flatMap((o) => podSpecOf(o).containers.map((c) => (c as unknown as { image: string }).image.replace(/[:@].*$/, ''))),
  );
  const problems: string[] = [];
  for (const image of k.images ?? []) if (!images.has(image.name)) problems.push(`images: ${image.name} is used by no container`);
  for (const r of k.replicas ?? []) {
    if (!WORKLOAD_KINDS.some((kind) => has(kind, r.name))) problems.push(`replicas: ${r.name} is no workload`);
  }
  for (const patch of patchPaths(file)) {
    for (const doc of readDocuments(patch)) {
      const name = doc.object.metadata?.name ?? '';
      if (!has(String(doc.object.kind), name))
        problems.push(`patch ${path.basename(patch)}: no ${String(doc.object.kind)}/${name} to patch`);
    }
  }
  for (const [kind, generators] of [
    ['ConfigMap', k.configMapGenerator],
    ['Secret', k.secretGenerator],
  ] as const) {
    for (const g of generators ?? []) {
      if (g.behavior && g.behavior !== 'create' && !has(kind, g.name))
        problems.push(`${kind} generator ${g.name}: nothing to ${g.behavior}`);
    }
  }
  return problems;
}
