module.exports = { ...require('../../jest.preset.cjs'), displayName: 'accounts-service', rootDir: __dirname };
