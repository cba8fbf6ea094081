// The product's gateway (its built AppModule: every controller, the global throttler guard, validation pipe and
// exception filter, and create-gateway-app.ts's frontMiddlewares) on the adapter ADAPTER names: 'express' (as in
// production) or 'fastify', the trial of issue 34 §4. Run by bench-fastify.mjs. Left out on both, alike: the web app's
// page handler and Express's settings ('trust proxy'), which are written against Express's request and response.
require('reflect-metadata');
const path = require('node:path');
const { NestFactory } = require('@nestjs/core');
const { FastifyAdapter } = require('@nestjs/platform-fastify');

const root = path.resolve(__dirname, '../../../dist/apps/gateway/src');
const load = (file) => require(path.join(root, file));
const { readEnv } = load('config/env.js');
const { AppModule } = load('app.module.js');
const { frontMiddlewares } = load('create-gateway-app.js');
const { createLogger, PinoNestLogger } = require(path.resolve(__dirname, '../../../dist/libs/server/src/index.js'));

const isFastify = process.env.ADAPTER === 'fastify';
if (isFastify) {
  // Fastify's router takes a bare trailing '*' only; the photos' route is a named wildcard ('*key'). Not measured.
  const { UploadsController } = load('uploads/uploads.controller.js');
  Reflect.defineMetadata('path', '*', UploadsController.prototype.photo);
}

(async () => {
  const env = readEnv();
  const logger = createLogger('gateway', env.LOG_LEVEL);
  const app = await NestFactory.create(AppModule.forRoot(env), isFastify ? new FastifyAdapter() : undefined, {
    bodyParser: false,
    logger: new PinoNestLogger(logger),
  });
  app.use(frontMiddlewares(logger));
  app.setGlobalPrefix('api');
  await app.listen(env.PORT, '127.0.0.1');
  process.send?.('ready');
})();
