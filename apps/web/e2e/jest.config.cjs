// Browser tests: one product started for the whole run (global-setup), Debian's Chromium driven by playwright-core.
const path = require('node:path');
const { swcOptions } = require('../../../scripts/swc-options.cjs');

const { sourceMaps: _sourceMaps, ...options } = swcOptions();

module.exports = {
  displayName: 'web-e2e',
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/**/*.e2e.ts'],
  // The contracts' plain texts and rules (no decorators), as the web app reads them.
  moduleNameMapper: { '^@surimarkt/contracts/texts$': path.join(__dirname, '../../../libs/contracts/src/texts.ts') },
  transform: { '^.+\\.ts$': ['@swc/jest', { ...options, sourceMaps: 'inline', swcrc: false }] },
  globalSetup: path.join(__dirname, 'support/global-setup.ts'),
  globalTeardown: path.join(__dirname, 'support/global-teardown.ts'),
  testTimeout: 60000,
  maxWorkers: 1,
};
