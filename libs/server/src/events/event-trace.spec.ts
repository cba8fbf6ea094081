import { randomBytes } from 'node:crypto';
import { SpanKind } from '@opentelemetry/api';
import { natsSubject } from '@surimarkt/contracts';
import { register } from 'prom-client';
import { DataSource } from 'typeorm';
import { recordMetrics } from '../telemetry/nats-metrics';
import { runInContext, registerTraceContext, startRemoteChildSpan, traceFields } from '../telemetry/trace-context';
import { useTestDatabase } from '../testing/test-database';
import { EventBus } from './event-bus';
import { createOutboxTableSql, OutboxRelay } from './outbox';

const SCHEMA = 'tracedemo';
const SUBJECT = natsSubject('events.tracedemo.happened');

interface Seen {
  event: Record<string, unknown>;
  traceId?: string;
  spanId?: string;
}

/** Waits until `check` answers something, at most 10 s. */
async function eventually<T>(check: () => T | undefined): Promise<T> {
  for (let i = 0; i < 200; i++) {
    const value = check();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('not seen within 10 s');
}

// The path an event takes in every service: written in the outbox inside the request's transaction, relayed to
// JetStream, handled by a durable consumer. Real PostgreSQL and NATS.
describe('an event through the outbox and JetStream', () => {
  useTestDatabase();
  let dataSource: DataSource;
  let bus: EventBus;
  let relay: OutboxRelay;
  const seen: Seen[] = [];

  beforeAll(async () => {
    registerTraceContext();
    recordMetrics();
    dataSource = new DataSource({ type: 'postgres', url: process.env.DATABASE_URL, logging: false });
    await dataSource.initialize();
    await dataSource.query(`CREATE SCHEMA "${SCHEMA}"`);
    await dataSource.query(createOutboxTableSql(SCHEMA));
    bus = new EventBus(process.env.NATS_URL ?? 'nats://127.0.0.1:4222');
    relay = new OutboxRelay(dataSource, bus, SCHEMA);
    await bus.consume<Record<string, unknown>>('tracedemo-consumer', SUBJECT, async (event) => {
      seen.push({ event, ...traceFields() });
    });
    relay.onApplicationBootstrap();
  });

  afterAll(async () => {
    await relay.onApplicationShutdown();
    await bus.onApplicationShutdown();
    await dataSource.destroy();
  });

  const write = (payload: Record<string, unknown>) => dataSource.transaction((manager) => relay.add(manager, SUBJECT, payload));

  it("continues the writer's trace in the consumer, in a span of its own, and leaves the event as it was written", async () => {
    const traceId = randomBytes(16).toString('hex');
    const writerSpanId = randomBytes(8).toString('hex');
    const { span, ctx } = startRemoteChildSpan('request', SpanKind.SERVER, `00-${traceId}-${writerSpanId}-00`);
    const marker = randomBytes(4).toString('hex');
    await runInContext(ctx, () => write({ marker }));
    span.end();
    await relay.flush();

    const handled = await eventually(() => seen.find((s) => s.event.marker === marker));
    expect(handled.traceId).toBe(traceId);
    expect(handled.spanId).toMatch(/^[0-9a-f]{16}$/);
    expect(handled.spanId).not.toBe(writerSpanId);
    expect(handled.spanId).not.toBe(span.spanContext().spanId);
    expect(Object.keys(handled.event).sort()).toEqual(['eventId', 'marker']);
  });

  it('starts a trace of its own for an event written outside any request', async () => {
    const marker = randomBytes(4).toString('hex');
    await write({ marker });
    await relay.flush();
    const handled = await eventually(() => seen.find((s) => s.event.marker === marker));
    expect(handled.traceId).toMatch(/^[0-9a-f]{32}$/);
    expect(handled.traceId).not.toBe('0'.repeat(32));
    expect(Object.keys(handled.event).sort()).toEqual(['eventId', 'marker']);
  });

  it('reports the outbox backlog and the consumer on /metrics, and each handled event by subject', async () => {
    await dataSource.query(`INSERT INTO "${SCHEMA}"."outbox" ("subject", "payload") VALUES ($1, '{"eventId":"waiting"}')`, [
      'nowhere.never.sent',
    ]);
    // The row's subject is outside the stream: it stays, as an event does while the broker is away.
    await relay.flush();
    const text = await register.metrics();
    expect(text).toContain(`outbox_backlog_events{schema="${SCHEMA}"} 1`);
    expect(text).toMatch(/jetstream_consumer_messages\{consumer="tracedemo-consumer",state="pending"\} 0/);
    expect(text).toMatch(/nats_request_duration_seconds_count\{side="server",subject="events\.tracedemo\.happened",outcome="ok"\} [2-9]/);
    await dataSource.query(`DELETE FROM "${SCHEMA}"."outbox"`);
    expect(await register.metrics()).toContain(`outbox_backlog_events{schema="${SCHEMA}"} 0`);
  });
});
