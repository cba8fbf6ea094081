import { SECRET_COLUMN } from '@surimarkt/contracts';
import { type DataSource } from 'typeorm';

/** A database row as a data export holds it: its secret columns (password, hash, token, secret) left out. */
export function exportRow(row: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(row).filter(([key]) => !SECRET_COLUMN.test(key)));
}

/** Runs a service's export queries for one user ($1) and answers their rows as exported. */
export function exportReader(dataSource: DataSource, userId: string) {
  return async (sql: string): Promise<Record<string, unknown>[]> =>
    ((await dataSource.query(sql, [userId])) as Record<string, unknown>[]).map(exportRow);
}
