// Compiles one Node project (an app or a lib) from TypeScript to dist/<project>/ with swc.
// dist/ mirrors the repository, so the relative paths swc writes for @surimarkt/* imports resolve there.
import { transformFile } from '@swc/core';
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const { swcOptions, root } = require('./swc-options.cjs');

const project = process.argv[2];
if (!project) {
  console.error('usage: node scripts/build-node.mjs <project-dir>');
  process.exit(2);
}
const srcDir = path.join(root, project, 'src');
const outDir = path.join(root, 'dist', project, 'src');

async function* sources(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    // testing/ holds what the specs share (test gateways, seeded people): never part of what runs in production.
    if (entry.isDirectory()) yield* entry.name === 'testing' ? [] : sources(full);
    else if (/\.ts$/.test(entry.name) && !/\.(spec|test|d)\.ts$/.test(entry.name)) yield full;
  }
}

await rm(outDir, { recursive: true, force: true });
let count = 0;
for await (const file of sources(srcDir)) {
  const target = path.join(outDir, path.relative(srcDir, file)).replace(/\.ts$/, '.js');
  const out = await transformFile(file, { ...swcOptions(), filename: file, sourceFileName: path.relative(path.dirname(target), file) });
  await mkdir(path.dirname(target), { recursive: true });
  await writeFile(target, `${out.code}\n//# sourceMappingURL=${path.basename(target)}.map\n`);
  if (out.map) await writeFile(`${target}.map`, out.map);
  count++;
}
console.log(`built ${project}: ${count} files -> ${path.relative(root, outDir)}`);
