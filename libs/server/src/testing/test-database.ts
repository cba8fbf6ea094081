import { connect } from 'nats';
import { dropDatabase, ensureDatabase } from '../database/ensure-database';
import { eventStreamName } from '../events/event-bus';

/** Creates this test file's database before its tests and drops it after them, with its event stream if one was made. */
export function useTestDatabase(): void {
  beforeAll(async () => {
    await ensureDatabase(process.env.DATABASE_URL as string);
  });
  afterAll(async () => {
    await dropDatabase(process.env.DATABASE_URL as string);
    const nc = await connect({ servers: (process.env.NATS_URL ?? 'nats://127.0.0.1:4222').split(',') });
    const jsm = await nc.jetstreamManager();
    await jsm.streams.delete(eventStreamName()).catch(() => undefined);
    await nc.close();
  });
}
