module.exports = {
  ...require('../../jest.preset.cjs'),
  displayName: 'contracts',
  rootDir: __dirname,
  setupFiles: [require.resolve('reflect-metadata')],
};
