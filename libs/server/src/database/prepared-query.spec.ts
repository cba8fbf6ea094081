import { DataSource } from 'typeorm';
import { useTestDatabase } from '../testing/test-database';
import { preparedQuery } from './prepared-query';

describe('preparedQuery', () => {
  useTestDatabase();

  it('answers like query(), and prepares at most 200 texts however many a crawler sends (the rest run unnamed)', async () => {
    // One connection, so the statements it keeps are the ones this test can see.
    const db = new DataSource({ type: 'postgres', url: process.env.DATABASE_URL, poolSize: 1, logging: false });
    await db.initialize();
    try {
      expect(await preparedQuery(db, 'SELECT $1::int + 1 AS n', [41])).toEqual([{ n: 42 }]);
      for (let offset = 0; offset < 300; offset++) {
        expect(await preparedQuery(db, `SELECT n FROM generate_series(1, 1000) n ORDER BY n LIMIT 1 OFFSET ${offset}`, [])).toEqual([
          { n: offset + 1 },
        ]);
      }
      const [{ kept }] = await db.query(`SELECT count(*)::int AS kept FROM pg_prepared_statements`);
      expect(kept).toBe(200);
    } finally {
      await db.destroy();
    }
  });
});
