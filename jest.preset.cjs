// Shared jest setup for the Node projects: swc with decorator metadata, the same aliases as the build,
// and a per-file NATS subject prefix + database so parallel test files never see each other.
const path = require('node:path');
const { swcOptions, root } = require('./scripts/swc-options.cjs');

const { sourceMaps: _sourceMaps, ...options } = swcOptions();

module.exports = {
  testEnvironment: 'node',
  transform: { '^.+\\.ts$': ['@swc/jest', { ...options, sourceMaps: 'inline', swcrc: false }] },
  moduleFileExtensions: ['ts', 'js', 'json'],
  moduleNameMapper: {
    '^@surimarkt/contracts$': path.join(root, 'libs/contracts/src/index.ts'),
    '^@surimarkt/server$': path.join(root, 'libs/server/src/index.ts'),
    '^@surimarkt/server/testing$': path.join(root, 'libs/server/src/testing/index.ts'),
    '^@surimarkt/server/tracing$': path.join(root, 'libs/server/src/telemetry/tracing.ts'),
  },
  setupFiles: [require.resolve('reflect-metadata'), path.join(root, 'libs/server/src/testing/isolate-run.ts')],
  testTimeout: 30000,
  // Every test has its own timeout; after the last one, a handle left open somewhere (a socket of a stopped service)
  // must not keep the run, and CI, waiting. Once seen in a full run on a fresh clone, not reproducible alone.
  forceExit: true,
};
