import { type INestMicroservice } from '@nestjs/common';
import { healthSubject, type ServiceHealth, type ServiceName } from '@surimarkt/contracts';
import { bootstrapService, type BootstrapServiceOptions } from '../service/bootstrap-service';
import { type createTestNatsClient } from './nats-client';

/** Starts a service exactly as its main.ts does, on this test file's database and NATS subject prefix. */
export function startTestService(options: Omit<BootstrapServiceOptions, 'natsUrl' | 'logLevel'>): Promise<INestMicroservice> {
  return bootstrapService({ ...options, natsUrl: process.env.NATS_URL ?? 'nats://127.0.0.1:4222', logLevel: 'silent' });
}

/** The service answers its health subject with its own database up and its migrations applied. */
export async function expectHealthy(client: ReturnType<typeof createTestNatsClient>, service: ServiceName, minMigrations: number): Promise<void> {
  const health = await client.ask<ServiceHealth>(healthSubject(service), {});
  expect(health).toMatchObject({ service, status: 'ok', database: 'ok' });
  expect(health.migrations).toBeGreaterThanOrEqual(minMigrations);
}
