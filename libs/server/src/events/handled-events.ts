import { type EntityManager } from 'typeorm';

/** The table in which a consumer records the events it has applied; each service's migration creates its own. */
export function createHandledEventsTableSql(schema: string): string {
  return `CREATE TABLE "${schema}"."handled_events" (
    "event_id" varchar(100) PRIMARY KEY,
    "handled_at" timestamptz NOT NULL DEFAULT now()
  )`;
}

/**
 * Records an event as handled inside the caller's transaction; false when it was handled before (a redelivery),
 * in which case the caller changes nothing. This is what makes a consumer idempotent.
 */
export async function markHandled(manager: EntityManager, schema: string, eventId: string): Promise<boolean> {
  const inserted: unknown[] = await manager.query(
    `INSERT INTO "${schema}"."handled_events" ("event_id") VALUES ($1) ON CONFLICT DO NOTHING RETURNING "event_id"`,
    [eventId],
  );
  return inserted.length === 1;
}
