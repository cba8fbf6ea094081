module.exports = { ...require('../../jest.preset.cjs'), displayName: 'billing-service', rootDir: __dirname };
