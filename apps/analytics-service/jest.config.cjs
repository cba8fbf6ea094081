module.exports = { ...require('../../jest.preset.cjs'), displayName: 'analytics-service', rootDir: __dirname };
