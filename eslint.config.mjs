// One lint configuration for the monorepo. Which code may import which (the web app's shared -> features -> app,
// services apart from each other and from the gateway) is in scripts/lint/boundaries.mjs.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { boundaries } from './scripts/lint/boundaries.mjs';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/coverage/**', 'var/**', '.nx/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { disallowTypeAnnotations: false, fixStyle: 'inline-type-imports' }],
      'no-restricted-syntax': ['error', { selector: 'ExportDefaultDeclaration', message: 'Named exports only.' }],
      // Prettier breaks code at 140; this catches what it leaves alone (comments, strings).
      'max-len': ['error', { code: 140, ignoreUrls: true }],
    },
  },
  // A merged migration is never edited, so the lines it was written with stay.
  { files: ['**/migrations/*.ts'], rules: { 'max-len': 'off' } },
  {
    files: ['apps/*-service/**/*.ts', 'apps/gateway/**/*.ts', 'libs/**/*.ts'],
    rules: { '@typescript-eslint/consistent-type-imports': 'off' },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': 'off',
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [{ group: ['@surimarkt/server*'], message: 'Server code never reaches the browser.' }],
          // The index carries class-validator decorators, which fail in the browser (no reflect-metadata) and weigh.
          paths: [
            {
              name: '@surimarkt/contracts',
              allowTypeImports: true,
              message: 'The browser imports values from @surimarkt/contracts/texts; the index only for types.',
            },
          ],
        },
      ],
    },
  },
  // The service worker runs in its own global scope (self, caches, clients), not in a page's.
  { files: ['apps/web/src/service-worker.js'], languageOptions: { globals: { ...globals.serviceworker } } },
  ...boundaries,
  { files: ['**/*.cjs'], languageOptions: { sourceType: 'commonjs' }, rules: { '@typescript-eslint/no-require-imports': 'off' } },
);
