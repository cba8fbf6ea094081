// Tests of the workspace's own tooling (lint rules): no database, no NATS, so none of the preset's isolation setup.
module.exports = { ...require('../jest.preset.cjs'), displayName: 'scripts', rootDir: __dirname, setupFiles: [] };
