// One swc configuration for the Node apps: the build (scripts/build-node.mjs) and jest (jest.preset.cjs)
// compile the same way. Decorator metadata is what NestJS and TypeORM need; esbuild cannot emit it.
const path = require('node:path');

const root = path.resolve(__dirname, '..');

function swcOptions() {
  return {
    jsc: {
      parser: { syntax: 'typescript', decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: false },
      target: 'es2022',
      keepClassNames: true,
      baseUrl: root,
      paths: {
        '@surimarkt/contracts': ['libs/contracts/src/index.ts'],
        '@surimarkt/server': ['libs/server/src/index.ts'],
        '@surimarkt/server/testing': ['libs/server/src/testing/index.ts'],
        '@surimarkt/server/tracing': ['libs/server/src/telemetry/tracing.ts'],
      },
    },
    module: { type: 'commonjs' },
    sourceMaps: true,
  };
}

module.exports = { swcOptions, root };
