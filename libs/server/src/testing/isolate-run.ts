// jest setupFiles: runs before each test file. Gives the file its own NATS subject space and its own
// database name, so test files running in parallel (or beside `npm start`) never see each other.
import { randomBytes } from 'node:crypto';

const id = `${Math.floor(Date.now() / 1000)}_${randomBytes(4).toString('hex')}`;
process.env.NATS_SUBJECT_PREFIX = `test.${id}.`;
const base = new URL(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/marketplace');
base.pathname = `/surimarkt_test_${id}`;
process.env.DATABASE_URL = base.toString();
process.env.NODE_ENV = 'test';
process.env.LOG_LEVEL ??= 'silent';
