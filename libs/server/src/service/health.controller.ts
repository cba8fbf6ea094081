import { Controller, type Type } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import { healthSubject, type ServiceHealth, type ServiceName } from '@surimarkt/contracts';
import { DataSource } from 'typeorm';
import { countAppliedMigrations } from '../database/migrate-with-lock';

/** Every service answers its health subject with its own database state. */
export function createHealthController(service: ServiceName): Type<unknown> {
  @Controller()
  class HealthController {
    constructor(private readonly dataSource: DataSource) {}

    @MessagePattern(healthSubject(service))
    async health(): Promise<ServiceHealth> {
      let database: ServiceHealth['database'] = 'ok';
      let migrations = 0;
      try {
        migrations = await countAppliedMigrations(this.dataSource, service);
      } catch {
        database = 'down';
      }
      return { service, status: database === 'ok' ? 'ok' : 'degraded', database, migrations, uptimeSeconds: Math.round(process.uptime()) };
    }
  }
  return HealthController;
}
