import { Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { type DataSource, type EntityManager } from 'typeorm';
import { watchOutbox } from '../telemetry/service-metrics';
import { currentTraceparent } from '../telemetry/trace-context';
import { type EventBus } from './event-bus';

/** The outbox table of a schema; each service's migration creates its own with this. */
export function createOutboxTableSql(schema: string): string {
  return `CREATE TABLE "${schema}"."outbox" (
    "id" bigserial PRIMARY KEY,
    "subject" varchar(200) NOT NULL,
    "payload" jsonb NOT NULL,
    "created_at" timestamptz NOT NULL DEFAULT now()
  )`;
}

const BATCH = 100;
// Where a row keeps the trace it was written in; taken out before the event is published.
const TRACEPARENT_KEY = '_traceparent';
const SWEEP_MS = 2000;

/**
 * A transactional outbox: an event is written in the same transaction as the change it announces, so it exists
 * exactly when the change does, and this relay moves it to JetStream afterwards. If the broker is away the rows
 * wait; the periodic sweep sends them once it is back. Rows are locked while sent (SKIP LOCKED), so replicas share
 * the work, and the event id doubles as JetStream's message id, so a row sent twice (crash before the delete) is
 * stored once.
 */
export class OutboxRelay implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(OutboxRelay.name);
  private timer?: NodeJS.Timeout;
  private flushing?: Promise<void>;
  private again = false;
  private unwatch?: () => void;

  constructor(
    private readonly dataSource: DataSource,
    private readonly bus: EventBus,
    private readonly schema: string,
  ) {}

  /**
   * Writes an event inside the caller's transaction, with a new eventId and the trace it was written in (sent as the
   * event's traceparent header, not as part of the event).
   */
  async add(manager: EntityManager, subject: string, payload: Record<string, unknown>): Promise<void> {
    const traceparent = currentTraceparent();
    // A random id rather than the row's: ids must stay unique even if the database is recreated while the stream lives on.
    await manager.query(
      `INSERT INTO "${this.schema}"."outbox" ("subject", "payload") VALUES ($1, $2::jsonb || jsonb_build_object('eventId',
         gen_random_uuid()::text))`,
      [subject, JSON.stringify(traceparent ? { ...payload, [TRACEPARENT_KEY]: traceparent } : payload)],
    );
  }

  /** Sends what is waiting; called after each commit and by the sweep. Concurrent calls share one run. */
  flush(): Promise<void> {
    if (this.flushing) {
      this.again = true;
      return this.flushing;
    }
    this.flushing = this.drain()
      .catch((error: unknown) => this.logger.warn(`outbox not sent yet, retried: ${(error as Error)?.message ?? error}`))
      .finally(() => {
        this.flushing = undefined;
        if (this.again) {
          this.again = false;
          void this.flush();
        }
      });
    return this.flushing;
  }

  private async drain(): Promise<void> {
    for (;;) {
      const sent = await this.dataSource.transaction(async (manager) => {
        const rows: { id: string; subject: string; payload: { eventId: string; [TRACEPARENT_KEY]?: string } }[] = await manager.query(
          `SELECT "id", "subject", "payload" FROM "${this.schema}"."outbox" ORDER BY "id" LIMIT ${BATCH} FOR UPDATE SKIP LOCKED`,
        );
        for (const { subject, payload } of rows) {
          const { [TRACEPARENT_KEY]: traceparent, ...event } = payload;
          await this.bus.publish(subject, event, traceparent);
        }
        if (rows.length) await manager.query(`DELETE FROM "${this.schema}"."outbox" WHERE "id" = ANY($1)`, [rows.map((r) => r.id)]);
        return rows.length;
      });
      if (sent < BATCH) return;
    }
  }

  onApplicationBootstrap(): void {
    this.unwatch = watchOutbox(this.schema, async () => {
      const [{ backlog }] = await this.dataSource.query(`SELECT count(*)::int AS "backlog" FROM "${this.schema}"."outbox"`);
      return backlog as number;
    });
    this.timer = setInterval(() => void this.flush(), SWEEP_MS);
    this.timer.unref();
    void this.flush();
  }

  async onApplicationShutdown(): Promise<void> {
    this.unwatch?.();
    clearInterval(this.timer);
    await this.flushing;
  }
}
