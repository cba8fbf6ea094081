import { DataSource, type MigrationInterface, type QueryRunner } from 'typeorm';
import { useTestDatabase } from '../testing/test-database';
import { countAppliedMigrations, migrateWithLock } from './migrate-with-lock';

class CreateCounter1700000000000 implements MigrationInterface {
  name = 'CreateCounter1700000000000';
  async up(queryRunner: QueryRunner): Promise<void> {
    // Slow on purpose: a second replica that did not wait for the lock would fail on the existing table.
    await queryRunner.query(`SELECT pg_sleep(0.3)`);
    await queryRunner.query(`CREATE TABLE "lockdemo"."counter" ("n" int NOT NULL)`);
  }
  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "lockdemo"."counter"`);
  }
}

function replica(): DataSource {
  return new DataSource({
    type: 'postgres',
    url: process.env.DATABASE_URL,
    schema: 'lockdemo',
    migrations: [CreateCounter1700000000000],
    migrationsTableName: 'migrations',
    logging: false,
  });
}

describe('migrateWithLock', () => {
  useTestDatabase();

  it('lets two replicas starting together apply each migration exactly once', async () => {
    const [a, b] = [replica(), replica()];
    await Promise.all([a.initialize(), b.initialize()]);
    try {
      const applied = await Promise.all([migrateWithLock(a, 'lockdemo'), migrateWithLock(b, 'lockdemo')]);
      expect(applied.sort()).toEqual([0, 1]);
      expect(await countAppliedMigrations(a, 'lockdemo')).toBe(1);
      const tables = await a.query(
        `SELECT count(*)::int AS n FROM information_schema.tables WHERE table_schema = 'lockdemo' AND table_name = 'counter'`,
      );
      expect(tables[0].n).toBe(1);
    } finally {
      await Promise.all([a.destroy(), b.destroy()]);
    }
  });
});
