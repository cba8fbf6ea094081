// Validates the deployment files (k8s/, docker-compose.yml, Dockerfile, .env.example): no database, no NATS,
// so none of the preset's per-file isolation setup.
module.exports = { ...require('../jest.preset.cjs'), displayName: 'k8s', rootDir: __dirname, setupFiles: [] };
