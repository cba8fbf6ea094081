import { type DataSource } from 'typeorm';

/**
 * Runs the service's pending migrations while holding a PostgreSQL advisory lock, so that replicas
 * starting together (docker-compose scale, a Kubernetes rollout) migrate one at a time.
 */
export async function migrateWithLock(dataSource: DataSource, schema: string): Promise<number> {
  const runner = dataSource.createQueryRunner();
  await runner.connect();
  try {
    await runner.query('SELECT pg_advisory_lock(hashtext($1))', [`migrate:${schema}`]);
    await runner.query(`CREATE SCHEMA IF NOT EXISTS "${schema}"`);
    const ran = await dataSource.runMigrations({ transaction: 'each' });
    return ran.length;
  } finally {
    await runner.query('SELECT pg_advisory_unlock(hashtext($1))', [`migrate:${schema}`]).catch(() => undefined);
    await runner.release();
  }
}

export async function countAppliedMigrations(dataSource: DataSource, schema: string): Promise<number> {
  const rows = await dataSource.query(`SELECT count(*)::int AS n FROM "${schema}"."migrations"`);
  return rows[0]?.n ?? 0;
}
