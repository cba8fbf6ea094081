// One lint configuration for the monorepo. The web app's layering (shared -> features -> app, and no
// feature importing another) is enforced here, as bulletproof-react does.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const features = ['ads', 'search', 'favourites', 'account', 'admin', 'business', 'info', 'analytics', 'layout', 'offline'];

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
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@surimarkt/server*'], message: 'Server code never reaches the browser.' }] },
      ],
    },
  },
  // The service worker runs in its own global scope (self, caches, clients), not in a page's.
  { files: ['apps/web/src/service-worker.js'], languageOptions: { globals: { ...globals.serviceworker } } },
  ...features.map((feature) => ({
    files: [`apps/web/src/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: features.filter((f) => f !== feature).map((f) => `**/features/${f}/**`),
              message: 'A feature never imports another; compose them in app/.',
            },
            { group: ['**/app/**'], message: 'Features do not import from app/.' },
          ],
        },
      ],
    },
  })),
  {
    files: ['apps/web/src/shared/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/features/**', '**/app/**'], message: 'shared/ imports nothing from features or app.' }] },
      ],
    },
  },
  { files: ['**/*.cjs'], languageOptions: { sourceType: 'commonjs' }, rules: { '@typescript-eslint/no-require-imports': 'off' } },
);
