// Which code may import which, resolved to real files (relative imports and the web app's "@/" alike), as
// bulletproof-react's import/no-restricted-paths zones do. scripts/lint/boundaries.spec.ts plants a violation of
// each kind and expects lint to fail.
import fs from 'node:fs';
import path from 'node:path';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

const root = path.resolve(import.meta.dirname, '../..');
const folders = (dir) =>
  fs
    .readdirSync(path.join(root, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

const web = './apps/web/src';
const features = folders('apps/web/src/features');
const services = folders('apps').filter((name) => name.endsWith('-service'));

const webZones = [
  { target: `${web}/shared`, from: [`${web}/features`, `${web}/app`], message: 'shared/ imports nothing from features or app.' },
  { target: `${web}/features`, from: `${web}/app`, message: 'Features do not import from app/; app/ composes them.' },
  // A feature reaches another only through what that one's index.ts exposes.
  {
    target: web,
    from: ['./apps/gateway', ...services.map((service) => `./apps/${service}`), './libs/server'],
    message: 'The web app talks to the gateway over HTTP; of the libraries it imports libs/contracts only.',
  },
  ...features.map((feature) => ({
    target: `${web}/features/${feature}`,
    from: `${web}/features`,
    except: [`./${feature}`, ...features.filter((other) => other !== feature).map((other) => `./${other}/index.ts`)],
    message: "A feature imports another only through its index.ts (import from '@/features/<name>').",
  })),
];

const serverZones = [
  ...services.map((service) => ({
    target: `./apps/${service}`,
    from: services.filter((other) => other !== service).map((other) => `./apps/${other}`),
    message: 'A service never imports another service; they talk over NATS with the contracts in libs/contracts.',
  })),
  ...services.map((service) => ({
    target: `./apps/${service}`,
    from: './apps/gateway',
    message: 'A service never imports the gateway; the gateway asks it over NATS.',
  })),
  {
    target: './apps/gateway',
    from: services.map((service) => `./apps/${service}`),
    message: 'The gateway never imports a service; it asks over NATS with the contracts in libs/contracts.',
  },
  { target: './libs', from: './apps', message: 'Libraries never import an application.' },
  {
    target: './libs/contracts',
    from: './libs/server',
    message: 'libs/contracts is shared with the browser: it imports nothing of the server runtime.',
  },
];

const resolving = {
  plugins: { 'import-x': importX },
  settings: {
    // no-cycle reads the imported files too: with TypeScript's parser, or it sees no imports in them at all.
    'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    'import-x/resolver-next': [
      createTypeScriptImportResolver({
        project: ['apps/*/tsconfig.json', 'libs/*/tsconfig.json', 'tsconfig.base.json'],
        noWarnOnMultipleProjects: true,
      }),
    ],
  },
};

// No file imports itself back through others: a loop makes load order matter (a class undefined at decoration time).
const noCycle = { 'import-x/no-cycle': ['error', { ignoreExternal: true }] };

export const boundaries = [
  {
    ...resolving,
    files: ['apps/web/src/**/*.{ts,tsx}'],
    rules: { 'import-x/no-restricted-paths': ['error', { basePath: root, zones: webZones }], ...noCycle },
  },
  {
    ...resolving,
    files: ['apps/*/src/**/*.ts', 'libs/**/*.ts'],
    // Specs that wire the gateway to real services are where the parts meet on purpose; a testing/ helper is built
    // with its app, so it keeps the app's boundaries (a spec hands it another app's module).
    ignores: ['apps/web/**', '**/*.spec.ts', '**/*.e2e.ts'],
    rules: { 'import-x/no-restricted-paths': ['error', { basePath: root, zones: serverZones }], ...noCycle },
  },
];
