// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { serviceWorkerSource, shellFilesOf } from './service-worker.plugin';

const routes = [['^/ad/(\\d{1,10})/?$', ['/assets/ad-page-1.js', '/assets/price-2.js'], ['/assets/ad-page-3.css'], ['/api/ads/$1']]];
const html = `<!doctype html><html><head>
<link rel="icon" href="/favicon.svg" type="image/svg+xml" />
<link rel="manifest" href="/manifest.webmanifest" />
<script type="module" crossorigin src="/assets/index-abc.js"></script>
<link rel="modulepreload" crossorigin href="/assets/base-api-def.js">
<link rel="stylesheet" crossorigin href="/assets/index-ghi.css">
<script type="application/json" id="sm-route-chunks">${JSON.stringify(routes)}</script>
<script src="/route-preload.js" async></script>
</head><body><a href="/" class="sm-logo">SuriMarkt</a><a href="//elders.example/x">x</a></body></html>`;

describe('the service worker build', () => {
  it("keeps the shell, every file it names and the public routes' chunks, but no page and no API answer", () => {
    expect(shellFilesOf(html).sort()).toEqual(
      [
        '/index.html',
        '/favicon.svg',
        '/manifest.webmanifest',
        '/assets/index-abc.js',
        '/assets/base-api-def.js',
        '/assets/index-ghi.css',
        '/assets/ad-page-1.js',
        '/assets/price-2.js',
        '/assets/ad-page-3.css',
        '/route-preload.js',
      ].sort(),
    );
  });

  it('fills in the version and the shell, and a changed file changes the version (so browsers install the new worker)', () => {
    const template = "const BUILD = { version: 'dev', shellFiles: ['/index.html'] };\nself.skipWaiting();\n";
    const files = ['/index.html', '/assets/index-abc.js'];
    const first = serviceWorkerSource(template, files, (url) => `content of ${url}`);
    const build = JSON.parse(/^const BUILD = (.*);$/m.exec(first)?.[1] ?? '{}');
    expect(build).toEqual({ version: expect.stringMatching(/^[0-9a-f]{12}$/), shellFiles: files });
    expect(first).toContain('self.skipWaiting();');
    expect(serviceWorkerSource(template, files, (url) => `content of ${url}`)).toBe(first);
    const changed = serviceWorkerSource(template, files, (url) => (url === '/index.html' ? 'a new shell' : `content of ${url}`));
    expect(changed).not.toBe(first);
    expect(() => serviceWorkerSource('self.skipWaiting();', files, () => '')).toThrow(/BUILD/);
  });
});
