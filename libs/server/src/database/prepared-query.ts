import { createHash } from 'node:crypto';
import { type Pool } from 'pg';
import { type DataSource } from 'typeorm';

/**
 * Statement names by SQL text. A connection keeps every statement it prepared until it closes, and a list's text
 * carries its LIMIT and OFFSET, so the first PREPARED_MAX texts a process meets are prepared (the common reads come
 * first and often) and any text beyond them runs unnamed: a crawler paging through deep offsets cannot grow every
 * connection's memory without bound.
 */
const names = new Map<string, string>();
const PREPARED_MAX = 200;

function statementName(text: string): string | undefined {
  const known = names.get(text);
  if (known || names.size >= PREPARED_MAX) return known;
  const name = `q${createHash('sha1').update(text).digest('base64url')}`;
  names.set(text, name);
  return name;
}

/**
 * Runs a read as a named prepared statement. PostgreSQL then plans it a few times per connection and goes on with
 * one generic plan: planning a search over the many indexes of the ads took twice as long as running it. Only for
 * SQL whose best plan does not depend on the values (an index walk or a key lookup), since a generic plan is the
 * same for every value; a full-text match whose plan depends on how common the word is goes through `query`.
 */
export async function preparedQuery<T>(dataSource: DataSource, text: string, values: unknown[], pool?: Pool): Promise<T[]> {
  // TypeORM's own query() would send an unnamed statement (planned every time); its logger still sees the SQL.
  dataSource.logger.logQuery(text, values);
  // The PostgreSQL driver's pool (typeorm does not export the driver's type), unless the read has a pool of its own.
  const result = await (pool ?? (dataSource.driver as unknown as { master: Pool }).master).query({
    name: statementName(text),
    text,
    values,
  });
  return result.rows as T[];
}
