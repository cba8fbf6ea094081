import { Controller, type Type } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import {
  databaseSubject,
  healthSubject,
  migrateSubject,
  type SchemaStats,
  type ServiceHealth,
  type ServiceName,
} from '@surimarkt/contracts';
import { DataSource } from 'typeorm';
import { countAppliedMigrations, migrateWithLock } from '../database/migrate-with-lock';

/** Every service answers its health subject with its own database state, and the back-office's questions about its schema. */
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

    /** Rows and size per table: counted exactly up to 100,000 rows, above that PostgreSQL's estimate (free at millions). */
    @MessagePattern(databaseSubject(service))
    async database(): Promise<SchemaStats> {
      const tables: { name: string; rows: string; bytes: string }[] = await this.dataSource.query(
        `SELECT c.relname AS name, greatest(coalesce(s.n_live_tup, 0), c.reltuples, 0)::bigint AS rows, pg_total_relation_size(c.oid) AS
           bytes
           FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace LEFT JOIN pg_stat_user_tables s ON s.relid = c.oid
          WHERE n.nspname = $1 AND c.relkind = 'r' ORDER BY pg_total_relation_size(c.oid) DESC`,
        [service],
      );
      const applied = await countAppliedMigrations(this.dataSource, service);
      const rows = await Promise.all(
        tables.map(async (t) => {
          const estimate = Number(t.rows);
          const exact =
            estimate < 100_000
              ? Number((await this.dataSource.query(`SELECT count(*) AS n FROM "${service}"."${t.name.replace(/"/g, '""')}"`))[0].n)
              : estimate;
          return { name: t.name, rows: exact, bytes: Number(t.bytes) };
        }),
      );
      return {
        service,
        schema: service,
        migrations: { applied, pending: Math.max(0, this.dataSource.migrations.length - applied) },
        tables: rows,
        bytes: rows.reduce((sum, t) => sum + t.bytes, 0),
      };
    }

    /** The same locked migration run as at start, on demand (a deploy that added migrations to a running replica's code). */
    @MessagePattern(migrateSubject(service))
    async migrate(): Promise<{ applied: number }> {
      return { applied: await migrateWithLock(this.dataSource, service) };
    }
  }
  return HealthController;
}
