import { Logger } from '@nestjs/common';
import { Pool } from 'pg';
import { type DataSource } from 'typeorm';

const logger = new Logger('BoundedPool');

/** PostgreSQL's code for a statement it stopped at statement_timeout. */
const QUERY_CANCELED = '57014';

/**
 * A few connections of their own for reads whose cost grows with the data (the counts beside a common word's filters
 * at a million ads): at most `max` run at once, each statement is stopped by PostgreSQL itself after
 * `statementTimeoutMs`, and a read that waits longer than that for a connection gives up. So such reads can neither
 * take the service's own pool nor keep the database busy after nobody waits for them.
 */
export function boundedPool(dataSource: DataSource, options: { max: number; statementTimeoutMs: number; name: string }): Pool {
  const { url } = dataSource.options as { url?: string };
  const pool = new Pool({
    connectionString: url,
    max: options.max,
    statement_timeout: options.statementTimeoutMs,
    connectionTimeoutMillis: Math.max(options.statementTimeoutMs, 1000),
    application_name: options.name,
  });
  // An idle connection the server ended (a restart, a dropped test database) is an event, not a crash: pg's pool
  // takes it out and opens another when one is needed (as node-postgres advises, every pool listens for it).
  pool.on('error', (error) => logger.warn(`${options.name}: idle connection ended (${error.message})`));
  return pool;
}

/** Whether a read of a bounded pool ran out of time: stopped by PostgreSQL, or no connection came in time. */
export function isOverBudget(error: unknown): boolean {
  if ((error as { code?: unknown } | null)?.code === QUERY_CANCELED) return true;
  return error instanceof Error && /timeout exceeded when trying to connect/i.test(error.message);
}
