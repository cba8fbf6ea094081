// The floor the product's gateway is measured against (issue 10 §3): a bare NestJS HTTP app on the same adapter
// (Express), no validation, no logging, no security headers, no rate limits. FLOOR_ADAPTER=fastify runs it on
// Nest's Fastify adapter instead (issue 34 §4): what the gateway's floor would become if the gateway moved to Fastify.
// GET /live answers a constant; GET /list/:name[?id=N] asks the bare service over NATS with Nest's own ClientProxy
// and returns what it answers.
// Run by bench-api.mjs; alone: PORT=3999 NATS_URL=nats://127.0.0.1:4222 FLOOR_PREFIX=x. node bare-gateway.cjs
require('reflect-metadata');
const { Controller, Get, Inject, Module, Param, Query } = require('@nestjs/common');
const { NestFactory } = require('@nestjs/core');
const { ClientsModule, Transport } = require('@nestjs/microservices');

const prefix = process.env.FLOOR_PREFIX ?? '';

class BareController {
  constructor(client) {
    this.client = client;
  }
  live() {
    return { status: 'ok' };
  }
  list(name, id) {
    return this.client.send(`${prefix}bare.list`, { name, id: id === undefined ? undefined : Number(id) });
  }
}
// Decorators applied by hand: this file runs as plain JavaScript, like the bench.
Inject('NATS')(BareController, undefined, 0);
Get('live')(BareController.prototype, 'live', Object.getOwnPropertyDescriptor(BareController.prototype, 'live'));
Get('list/:name')(BareController.prototype, 'list', Object.getOwnPropertyDescriptor(BareController.prototype, 'list'));
Param('name')(BareController.prototype, 'list', 0);
Query('id')(BareController.prototype, 'list', 1);
Controller()(BareController);

class BareGatewayModule {}
Module({
  imports: [
    ClientsModule.register([
      { name: 'NATS', transport: Transport.NATS, options: { servers: (process.env.NATS_URL ?? 'nats://127.0.0.1:4222').split(',') } },
    ]),
  ],
  controllers: [BareController],
})(BareGatewayModule);

(async () => {
  const adapter = process.env.FLOOR_ADAPTER === 'fastify' ? new (require('@nestjs/platform-fastify').FastifyAdapter)() : undefined;
  const app = await NestFactory.create(BareGatewayModule, adapter, { logger: false });
  await app.listen(Number(process.env.PORT ?? 3999), '127.0.0.1');
  process.send?.('ready');
})();
