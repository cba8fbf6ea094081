// Reads the YAML under k8s/ the way kubectl does: every document of every file, YAML 1.1 as go-yaml parses it.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseAllDocuments } from 'yaml';
import { type KubeObject } from './validate-manifest';

export interface ManifestDocument {
  file: string;
  index: number;
  object: KubeObject;
}

export function yamlFilesUnder(dir: string): string[] {
  const files: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory() && entry.name !== 'node_modules') files.push(...yamlFilesUnder(full));
    else if (/\.ya?ml$/.test(entry.name)) files.push(full);
  }
  return files.sort();
}

/** Every non-empty document of one YAML text; throws with the file name on a syntax error. */
export function parseDocuments(text: string, file: string): ManifestDocument[] {
  return parseAllDocuments(text, { version: '1.1' })
    .map((doc, index) => {
      if (doc.errors.length) throw new Error(`${file} document ${index + 1}: ${doc.errors.map((e) => e.message).join('; ')}`);
      return { file, index, object: doc.toJS() as KubeObject };
    })
    .filter((d) => d.object !== null && d.object !== undefined);
}

export function readDocuments(file: string): ManifestDocument[] {
  return parseDocuments(readFileSync(file, 'utf8'), file);
}

export function labelOf(doc: ManifestDocument, root: string): string {
  return `${path.relative(root, doc.file)}#${doc.index + 1} ${String(doc.object.kind)}/${doc.object.metadata?.name ?? '?'}`;
}
