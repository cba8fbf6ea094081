import { type INestMicroservice, type Type } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { type MicroserviceOptions } from '@nestjs/microservices';
import { queueGroup, type ServiceName } from '@surimarkt/contracts';
import { type NatsConnection } from 'nats';
import { type Logger } from 'pino';
import { DataSource } from 'typeorm';
import { migrateWithLock } from '../database/migrate-with-lock';
import { createLogger, PinoNestLogger } from '../logging/create-logger';
import { stopOnSignal } from '../shutdown/stop-on-signal';
import { startMetricsServer } from '../telemetry/metrics-server';
import { type PoolCounts, watchPool } from '../telemetry/service-metrics';
import { registerTraceContext } from '../telemetry/trace-context';
import { BatchedServerNats } from './batched-server-nats';
import { announceReplica } from './replica-presence';
import { startHealthHttpServer } from './health-http-server';
import { RpcDebugInterceptor, RpcErrorLoggingFilter } from './rpc-logging';
import { rpcValidationPipe } from './rpc-validation.pipe';

export interface BootstrapServiceOptions {
  service: ServiceName;
  module: Type<unknown>;
  natsUrl: string;
  logLevel?: string;
  /** When set, GET /health on this port answers for probes (Kubernetes, docker-compose). */
  healthPort?: number;
  /** When set (not 0), GET /metrics on this port answers Prometheus. */
  metricsPort?: number;
  /** SIGTERM drains the messages taken and closes the pool within this bound [10 s]. */
  shutdownTimeoutMs?: number;
  /** Runs after migrations and before the service takes messages (demo data, for instance). */
  afterMigrate?: (app: INestMicroservice) => Promise<void>;
}

/**
 * Starts a service as a NATS microservice in its own queue group, so replicas share the load,
 * after migrating its schema. Used by each service's main.ts and by the tests alike.
 */
export async function bootstrapService(options: BootstrapServiceOptions): Promise<INestMicroservice> {
  registerTraceContext();
  const logger = createLogger(`${options.service}-service`, options.logLevel);
  const timeoutMs = options.shutdownTimeoutMs ?? 10_000;
  const server = new BatchedServerNats({
    servers: options.natsUrl.split(','),
    queue: queueGroup(options.service),
    name: queueGroup(options.service),
    reconnect: true,
    maxReconnectAttempts: -1,
    reconnectTimeWait: 1000,
  });
  const app = await NestFactory.createMicroservice<MicroserviceOptions>(options.module, {
    strategy: server,
    logger: new PinoNestLogger(logger),
    bufferLogs: false,
  });
  app.useGlobalPipes(rpcValidationPipe());
  app.useGlobalFilters(new RpcErrorLoggingFilter(logger));
  if (logger.isLevelEnabled('debug')) app.useGlobalInterceptors(new RpcDebugInterceptor(logger));
  stopOnSignal(() => stopService(app, server, timeoutMs, logger), { timeoutMs, logger });
  const applied = await migrateWithLock(app.get(DataSource), options.service);
  if (applied) logger.info({ applied }, 'migrations applied');
  if (options.afterMigrate) await options.afterMigrate(app);
  await app.listen();
  // The subscriptions reach the NATS server asynchronously; a round trip makes sure they are in place before the
  // service says it is listening (a request right after a restart would otherwise find no responder).
  await app.unwrap<NatsConnection>().flush();
  announceReplica(app.unwrap<NatsConnection>(), options.service, [...server.getHandlers().keys()]);
  const dataSource = app.get(DataSource);
  watchPool(options.service, () => (dataSource.driver as unknown as { master?: PoolCounts }).master);
  if (options.metricsPort) {
    const metricsServer = startMetricsServer(options.metricsPort, logger);
    process.once('SIGTERM', () => metricsServer.close());
  }
  if (options.healthPort) {
    const healthServer = startHealthHttpServer(options.healthPort, async () => (await dataSource.query('SELECT 1')).length === 1);
    process.once('SIGTERM', () => healthServer.close());
  }
  logger.info({ queue: queueGroup(options.service) }, 'listening on NATS');
  return app;
}

/**
 * A graceful stop: the replica leaves its queue groups and answers what it took, then Nest's hooks close the rest
 * (the pool last). The drain gets the bound less a second, so closing still fits within it.
 */
async function stopService(app: INestMicroservice, server: BatchedServerNats, timeoutMs: number, logger: Logger): Promise<void> {
  const unfinished = await server.drain(Date.now() + Math.max(0, timeoutMs - 1000));
  if (unfinished > 0) logger.warn({ unfinished }, 'drain bound reached: closing with messages unanswered');
  await app.close();
}
