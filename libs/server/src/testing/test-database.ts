import { dropDatabase, ensureDatabase } from '../database/ensure-database';

/** Creates this test file's database before its tests and drops it after them. */
export function useTestDatabase(): void {
  beforeAll(async () => {
    await ensureDatabase(process.env.DATABASE_URL as string);
  });
  afterAll(async () => {
    await dropDatabase(process.env.DATABASE_URL as string);
  });
}
