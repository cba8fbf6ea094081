import { type INestMicroservice } from '@nestjs/common';
import { healthSubject, type ServiceHealth, type ServiceName } from '@surimarkt/contracts';
import { bootstrapService, type BootstrapServiceOptions } from '../service/bootstrap-service';
import { createTestNatsClient } from './nats-client';
import { useTestDatabase } from './test-database';

/** Starts a service exactly as its main.ts does, on this test file's database and NATS subject prefix. */
export function startTestService(options: Omit<BootstrapServiceOptions, 'natsUrl' | 'logLevel'>): Promise<INestMicroservice> {
  return bootstrapService({ ...options, natsUrl: process.env.NATS_URL ?? 'nats://127.0.0.1:4222', logLevel: 'silent' });
}

/** The service answers its health subject with its own database up and its migrations applied. */
export async function expectHealthy(
  client: ReturnType<typeof createTestNatsClient>,
  service: ServiceName,
  minMigrations: number,
): Promise<void> {
  const health = await client.ask<ServiceHealth>(healthSubject(service), {});
  expect(health).toMatchObject({ service, status: 'ok', database: 'ok' });
  expect(health.migrations).toBeGreaterThanOrEqual(minMigrations);
}

export interface ServiceUnderTest {
  /** The running service (valid inside tests, after beforeAll). */
  readonly app: INestMicroservice;
  /** A NATS client on this test file's subject prefix, connected before the tests run. */
  readonly client: ReturnType<typeof createTestNatsClient>;
}

/**
 * The setup every service spec shares: its own database, the service started before the tests (by `start`,
 * which may hand back a stop() that also cleans up), a connected NATS client, and everything closed after.
 */
export function useServiceUnderTest(
  start: () => Promise<INestMicroservice | { app: INestMicroservice; stop: () => Promise<void> }>,
): ServiceUnderTest {
  const client = createTestNatsClient();
  let app: INestMicroservice | undefined;
  let stop: (() => Promise<void>) | undefined;
  // Jest runs afterAll hooks in the order they are declared: the service stops before its database is dropped (a
  // DROP ... WITH (FORCE) under a running service ends its connections, and one held by a job raised an error).
  afterAll(async () => {
    await client.close();
    await stop?.();
  });
  useTestDatabase();
  beforeAll(async () => {
    const started = await start();
    if ('stop' in started) ({ app, stop } = started);
    else {
      app = started;
      stop = () => started.close();
    }
    await client.connect();
  });
  return {
    client,
    get app() {
      if (!app) throw new Error('the service is not started yet: use it inside a test or hook');
      return app;
    },
  };
}
