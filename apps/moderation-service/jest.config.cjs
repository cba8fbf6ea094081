module.exports = { ...require('../../jest.preset.cjs'), displayName: 'moderation-service', rootDir: __dirname };
