// @vitest-environment node
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build } from 'vite';
import { afterAll, expect, it } from 'vitest';

const outDir = mkdtempSync(path.join(os.tmpdir(), 'surimarkt-web-build-'));
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

// `npm start` runs with NODE_ENV=development (demo data, demo login); the web build it triggers must still be the
// production bundle, or phones get React's development runtime (about three times the JavaScript).
it('builds the production bundle even when NODE_ENV says development', async () => {
  const previous = process.env.NODE_ENV;
  process.env.NODE_ENV = 'development';
  try {
    await build({ configFile: path.resolve(__dirname, '../vite.config.ts'), logLevel: 'silent', build: { outDir } });
  } finally {
    process.env.NODE_ENV = previous;
  }
  const html = readFileSync(path.join(outDir, 'index.html'), 'utf8');
  const entry = /<script type="module"[^>]*src="\/([^"]+)"/.exec(html)?.[1];
  expect(entry).toBeDefined();
  // The entry is a small file that imports the app chunk: every script is checked.
  const scripts = readdirSync(path.join(outDir, 'assets')).filter((f) => f.endsWith('.js'));
  for (const script of scripts) {
    expect(readFileSync(path.join(outDir, 'assets', script), 'utf8')).not.toMatch(/jsxDEV|react-jsx-dev-runtime\.development/);
  }
  expect(readdirSync(path.join(outDir, 'assets')).filter((f) => f.startsWith('jsx-dev-runtime'))).toEqual([]);
  // The service worker keeps this build's shell: its entry, and the ad page's chunk, offline.
  const worker = readFileSync(path.join(outDir, 'sw.js'), 'utf8');
  const shell: string[] = JSON.parse(/^const BUILD = (.*);$/m.exec(worker)?.[1] ?? '{}').shellFiles;
  expect(shell).toEqual(expect.arrayContaining(['/index.html', `/${entry}`, '/manifest.webmanifest']));
  expect(shell.some((file) => /^\/assets\/ad-route-[\w-]+\.js$/.test(file))).toBe(true);
}, 120_000);
