/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react';
import path from 'node:path';
import { defineConfig, type UserConfig } from 'vite';
import { precompressPlugin } from './build/precompress.plugin.ts';
import { routePreloadPlugin } from './build/route-preload.plugin.ts';
import { serviceWorkerPlugin } from './build/service-worker.plugin.ts';

const root = import.meta.dirname;
/** The libraries app/start-app.tsx needs before any page: React, the router, Redux and RTK Query. */
const APP_LIBRARIES = new RegExp(
  `[\\\\/]node_modules[\\\\/](?:${[
    'react',
    'react-dom',
    'scheduler',
    'react-router',
    'react-router-dom',
    'react-redux',
    'redux',
    '@reduxjs/toolkit',
    'immer',
    'reselect',
    'redux-thunk',
    'use-sync-external-store',
    'cookie',
    'set-cookie-parser',
  ].join('|')})[\\\\/]`,
);
const workspace = path.resolve(import.meta.dirname, '../..');

const config: UserConfig = {
  root,
  plugins: [react(), routePreloadPlugin(), precompressPlugin(), serviceWorkerPlugin()],
  resolve: {
    // The web app takes types from contracts, and values (Dutch texts, password rules) only from its texts entry,
    // which holds no class-validator code. The more specific alias comes first.
    alias: [
      { find: '@surimarkt/contracts/texts', replacement: path.join(workspace, 'libs/contracts/src/texts.ts') },
      { find: '@surimarkt/contracts', replacement: path.join(workspace, 'libs/contracts/src/index.ts') },
      { find: /^@\//, replacement: `${path.join(root, 'src')}/` },
    ],
  },
  build: {
    outDir: path.join(workspace, 'dist/apps/web'),
    emptyOutDir: true,
    target: 'es2020',
    sourcemap: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // The page's start (main.tsx and what it imports: a guest's light page) in one file, and the libraries the
          // app starts with (React, the router, RTK Query) in another: left to itself the bundler cut them into 15,
          // each a request with its own headers and, on slow 4G over HTTP/1.1, its own round trip. The first group
          // holds the entry's whole static graph, so it imports nothing that imports it back (the cycle that broke
          // earlier groupings, apps/web/README.md).
          groups: [
            { name: 'start', tags: ['$initial'] },
            { name: 'app', test: APP_LIBRARIES },
          ],
          // A route's small shared files (money, dates, the ad grid, the texts: 1-3 KB each, 8-18 per public route) are
          // copied into the route chunks that use them instead of being fetched one by one; the bundler's runtime
          // keeps one instance of each module. Home: 5 scripts instead of 14 for 1.2 KB more.
          experimentalInlineCommonChunks: { maxSize: 12 * 1024 },
        },
      },
    },
  },
  server: {
    port: 4200,
    proxy: { '/api': 'http://localhost:8080', '/uploads': 'http://localhost:8080', '/sitemap.xml': 'http://localhost:8080' },
  },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    setupFiles: [path.join(root, 'src/test-setup.ts')],
    css: false,
    // One budget for every test: a whole antd form typed key by key took 18 s on a quiet hour of this 2-core VM and
    // over 45 s on a slow one, with lint and jest running beside it. A failing test still fails on its assertion.
    testTimeout: 120_000,
  },
};

// eslint-disable-next-line no-restricted-syntax -- Vite reads its configuration from the default export.
export default defineConfig(({ command, isSsrBuild }) => {
  // A build is always the production bundle: `npm start` runs with NODE_ENV=development for the services, and Vite
  // would otherwise ship React's development runtime (3x the JavaScript) under the same Nx cache hash. The dev
  // bundle is `npx nx serve web`.
  if (command === 'build') process.env.NODE_ENV = 'production';
  if (!isSsrBuild) return config;
  // The server renderer (src/entry-server.tsx) for the gateway: CommonJS like the gateway, beside the browser build.
  return {
    ...config,
    plugins: [react()],
    publicDir: false,
    // React and the libraries are bundled in, as production code: `npm start` runs the gateway with
    // NODE_ENV=development (demo data), which would otherwise load React's slow development server renderer.
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    ssr: { noExternal: true },
    build: {
      outDir: path.join(workspace, 'dist/apps/web-ssr'),
      emptyOutDir: true,
      target: 'node20',
      sourcemap: false,
      ssr: path.join(root, 'src/entry-server.tsx'),
      rolldownOptions: { output: { format: 'cjs', entryFileNames: '[name].cjs', chunkFileNames: 'chunks/[name]-[hash].cjs' } },
    },
  };
});
