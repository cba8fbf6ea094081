module.exports = { ...require('../../jest.preset.cjs'), displayName: 'ads-service', rootDir: __dirname };
