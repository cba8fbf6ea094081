// Attempts counted per key in a fixed window, in a table of the service's own schema. A count is one atomic
// statement, so requests arriving at once (on any replica, behind any gateway) meet the same limit: each sees the
// count with itself included, before anything is checked.

interface Queryable {
  query(sql: string, parameters?: unknown[]): Promise<unknown>;
}

/** The counter table of a schema; a service's migration creates its own with this. */
export function createWindowCounterTableSql(table: string): string {
  return `CREATE TABLE ${table} (
    "key" varchar(300) PRIMARY KEY,
    "window_start" timestamptz NOT NULL DEFAULT now(),
    "hits" integer NOT NULL DEFAULT 0
  )`;
}

/** Counts one attempt for key and answers the window's count with it; a window older than windowSeconds starts again. */
export async function countAttempt(db: Queryable, table: string, key: string, windowSeconds: number): Promise<number> {
  const rows = (await db.query(
    `INSERT INTO ${table} AS c ("key", "window_start", "hits") VALUES ($1, now(), 1)
     ON CONFLICT ("key") DO UPDATE SET
       "hits" = CASE WHEN c."window_start" <= now() - make_interval(secs => $2) THEN 1 ELSE c."hits" + 1 END,
       "window_start" = CASE WHEN c."window_start" <= now() - make_interval(secs => $2) THEN now() ELSE c."window_start" END
     RETURNING c."hits"`,
    [key, windowSeconds],
  )) as { hits: number }[];
  return rows[0].hits;
}

/** The window's count for key without adding to it (0 once the window has passed). */
export async function attemptsOf(db: Queryable, table: string, key: string, windowSeconds: number): Promise<number> {
  const rows = (await db.query(`SELECT "hits" FROM ${table} WHERE "key" = $1 AND "window_start" > now() - make_interval(secs => $2)`, [
    key,
    windowSeconds,
  ])) as { hits: number }[];
  return rows[0]?.hits ?? 0;
}

/** Takes one attempt back (one that turned out allowed, such as a right password). */
export async function uncountAttempt(db: Queryable, table: string, key: string): Promise<void> {
  await db.query(`UPDATE ${table} SET "hits" = GREATEST("hits" - 1, 0) WHERE "key" = $1`, [key]);
}

/** Forgets key's attempts (a success that clears the slate). */
export async function clearAttempts(db: Queryable, table: string, key: string): Promise<void> {
  await db.query(`DELETE FROM ${table} WHERE "key" = $1`, [key]);
}

/** Forgets windows that ended long ago, so the table holds only recent keys (a job calls it now and then). */
export async function pruneAttempts(db: Queryable, table: string, windowSeconds: number): Promise<void> {
  await db.query(`DELETE FROM ${table} WHERE "window_start" <= now() - make_interval(secs => $1)`, [windowSeconds]);
}
