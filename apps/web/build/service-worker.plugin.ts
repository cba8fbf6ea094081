import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from 'vite';

const WORKER_SOURCE = path.resolve(import.meta.dirname, '../src/service-worker.js');
const BUILD_LINE = /^const BUILD = .*;$/m;

/**
 * The shell a page needs without a connection: index.html and every local file it names (the entry and its chunks,
 * the CSS, the icons, /route-preload.js), and each public route's chunks and CSS from its route list
 * (build/route-preload.plugin.ts). Other chunks (antd, the account pages) are kept when a page first loads them.
 */
export function shellFilesOf(html: string): string[] {
  const files = new Set(['/index.html']);
  for (const [, url] of html.matchAll(/\s(?:src|href)="(\/[^"/][^"]*)"/g)) files.add(url);
  const routes = /<script type="application\/json" id="sm-route-chunks">([\s\S]*?)<\/script>/.exec(html)?.[1];
  for (const [, chunks, css] of JSON.parse(routes ?? '[]') as Array<[string, string[], string[]]>) {
    for (const url of [...chunks, ...css]) files.add(url);
  }
  return [...files];
}

function isFile(file: string): boolean {
  return statSync(file, { throwIfNoEntry: false })?.isFile() ?? false;
}

/** The worker's source with this build's version and shell; the version changes whenever any of them changes. */
export function serviceWorkerSource(template: string, shellFiles: string[], contentOf: (url: string) => string | Buffer): string {
  if (!BUILD_LINE.test(template)) throw new Error('service-worker: no `const BUILD = …;` line to fill in');
  const hash = createHash('sha256').update(template);
  for (const url of shellFiles) hash.update(url).update(contentOf(url));
  const build = { version: hash.digest('hex').slice(0, 12), shellFiles };
  return template.replace(BUILD_LINE, `const BUILD = ${JSON.stringify(build)};`);
}

/**
 * Writes /sw.js (src/service-worker.js, filled in) beside index.html. A new deploy changes the file, so browsers
 * install the new worker, which replaces the old shell. Written after the bundle, so the precompress plugin leaves it
 * alone: the gateway sends it as it is, never from a cache (web-app/static-files.ts).
 */
export function serviceWorkerPlugin(): Plugin {
  let publicDir = '';
  return {
    name: 'surimarkt:service-worker',
    apply: 'build',
    configResolved(config) {
      publicDir = config.publicDir;
    },
    async writeBundle(options, bundle) {
      const outDir = options.dir ?? '';
      const index = bundle['index.html'];
      if (index?.type !== 'asset') return;
      const html = String(index.source);
      const contentOf = (url: string) => {
        if (url === '/index.html') return html;
        const built = bundle[url.slice(1)];
        if (built) return built.type === 'chunk' ? built.code : Buffer.from(built.source);
        return readFileSync(path.join(publicDir, url));
      };
      // A link in the static header names a page, not a file: only files are part of the shell.
      const shellFiles = shellFilesOf(html).filter(
        (url) => url === '/index.html' || url.slice(1) in bundle || isFile(path.join(publicDir, url)),
      );
      await writeFile(path.join(outDir, 'sw.js'), serviceWorkerSource(readFileSync(WORKER_SOURCE, 'utf8'), shellFiles, contentOf));
    },
  };
}
