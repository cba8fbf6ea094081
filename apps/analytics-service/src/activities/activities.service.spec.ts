import { type INestMicroservice } from '@nestjs/common';
import { ANALYTICS_SUBJECTS, healthSubject, type ServiceHealth } from '@surimarkt/contracts';
import { bootstrapService } from '@surimarkt/server';
import { createTestNatsClient, useTestDatabase } from '@surimarkt/server/testing';
import { DataSource } from 'typeorm';
import { AppModule } from '../app.module';

describe('analytics-service over NATS', () => {
  useTestDatabase();
  let app: INestMicroservice;
  const client = createTestNatsClient();

  beforeAll(async () => {
    app = await bootstrapService({ service: 'analytics', module: AppModule, natsUrl: process.env.NATS_URL ?? 'nats://127.0.0.1:4222', logLevel: 'silent' });
    await client.connect();
  });
  afterAll(async () => {
    await client.close();
    await app?.close();
  });

  describe('health', () => {
    it('reports its database and applied migrations', async () => {
      const health = await client.ask<ServiceHealth>(healthSubject('analytics'), {});
      expect(health).toMatchObject({ service: 'analytics', status: 'ok', database: 'ok' });
      expect(health.migrations).toBeGreaterThanOrEqual(1);
    });
  });

  describe('record', () => {
    it('stores an activity event in its own schema', async () => {
      client.emit(ANALYTICS_SUBJECTS.activityLogged, {
        actionType: 'search', actionData: { query: 'fiets' }, ipAddress: '190.98.1.1', country: 'SR',
        userAgent: 'jest', userId: null, occurredAt: new Date().toISOString(),
      });
      const ds = app.get(DataSource);
      let rows: Array<{ action_type: string; country: string; action_data: { query: string } }> = [];
      for (let i = 0; i < 50 && rows.length === 0; i++) {
        await new Promise((r) => setTimeout(r, 50));
        rows = await ds.query(`SELECT action_type, country, action_data FROM analytics.activities`);
      }
      expect(rows).toEqual([{ action_type: 'search', country: 'SR', action_data: { query: 'fiets' } }]);
    });
  });
});
