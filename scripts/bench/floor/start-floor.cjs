// Starts the bare NestJS floor (bare-gateway.cjs → NATS → bare-service.cjs → PostgreSQL) as processes, as the
// product runs its gateway and ads-service, on a NATS subject prefix of its own: the gateway twice, on Nest's Express
// adapter (the product's) and on its Fastify adapter, beside one service. Answers both base URLs and a stop.
const { fork } = require('node:child_process');
const { randomBytes } = require('node:crypto');
const { writeFileSync, mkdtempSync } = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { freePort } = require('../../lib/product.cjs');

async function startFloor({ databaseUrl, statements }) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'surimarkt-floor-'));
  const file = path.join(dir, 'statements.json');
  writeFileSync(file, JSON.stringify(statements));
  const [port, fastifyPort] = [await freePort(), await freePort()];
  const env = {
    ...process.env,
    DATABASE_URL: databaseUrl,
    FLOOR_STATEMENTS: file,
    FLOOR_PREFIX: `floor.${randomBytes(3).toString('hex')}.`,
    PORT: String(port),
    NODE_ENV: 'production',
  };
  const children = [
    ['bare-service.cjs', env],
    ['bare-gateway.cjs', env],
    ['bare-gateway.cjs', { ...env, PORT: String(fastifyPort), FLOOR_ADAPTER: 'fastify' }],
  ].map(([script, childEnv]) => fork(path.join(__dirname, script), [], { env: childEnv, stdio: 'ignore' }));
  await Promise.all(
    children.map(
      (child) =>
        new Promise((resolve, reject) => {
          child.once('message', resolve);
          child.once('exit', (code) => reject(new Error(`${child.spawnargs.join(' ')} exited with ${code}`)));
        }),
    ),
  );
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    fastifyBaseUrl: `http://127.0.0.1:${fastifyPort}`,
    stop: () =>
      Promise.all(
        children.map(
          (child) =>
            new Promise((resolve) => {
              if (child.exitCode !== null) return resolve();
              child.once('exit', resolve);
              child.kill('SIGTERM');
            }),
        ),
      ),
  };
}

module.exports = { startFloor };
