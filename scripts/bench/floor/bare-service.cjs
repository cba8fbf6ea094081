// The other half of the floor: a bare NestJS microservice on NATS that runs, for each list, the very SQL the
// ads-service ran for it (captured by bench-api.mjs, passed as FLOOR_STATEMENTS, a JSON file) with pg and answers the
// rows. No validation, no logging, no mapping.
require('reflect-metadata');
const { readFileSync } = require('node:fs');
const { Controller, Module } = require('@nestjs/common');
const { NestFactory } = require('@nestjs/core');
const { MessagePattern, Payload, Transport } = require('@nestjs/microservices');
const pg = require('pg');

const prefix = process.env.FLOOR_PREFIX ?? '';
const statements = JSON.parse(readFileSync(process.env.FLOOR_STATEMENTS, 'utf8'));
// The product's default pool size per service (DB_POOL_SIZE).
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: Number(process.env.DB_POOL_SIZE ?? 10) });

class BareListController {
  // The statements of one read run as the ads-service runs them: in parallel; id, when given, is the ad read.
  async list({ name, id }) {
    // Named (prepared) where the ads-service prepares the statement too.
    const results = await Promise.all(
      statements[name].map((s) =>
        pool.query({ name: s.name, text: s.text, values: id === undefined ? s.values : [id, ...s.values.slice(1)] }),
      ),
    );
    return results.map((r) => r.rows);
  }
}
MessagePattern(`${prefix}bare.list`)(
  BareListController.prototype,
  'list',
  Object.getOwnPropertyDescriptor(BareListController.prototype, 'list'),
);
Payload()(BareListController.prototype, 'list', 0);
Controller()(BareListController);

class BareServiceModule {}
Module({ controllers: [BareListController] })(BareServiceModule);

(async () => {
  const app = await NestFactory.createMicroservice(BareServiceModule, {
    transport: Transport.NATS,
    options: { servers: (process.env.NATS_URL ?? 'nats://127.0.0.1:4222').split(',') },
    logger: false,
  });
  await app.listen();
  process.send?.('ready');
})();
