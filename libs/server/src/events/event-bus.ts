import { Logger, type OnApplicationShutdown } from '@nestjs/common';
import { SpanKind, SpanStatusCode } from '@opentelemetry/api';
import { EVENT_SUBJECTS } from '@surimarkt/contracts';
import {
  AckPolicy,
  connect,
  type ConsumerMessages,
  DeliverPolicy,
  headers as natsHeaders,
  type JetStreamClient,
  type JetStreamManager,
  type JsMsg,
  type NatsConnection,
  nanos,
} from 'nats';
import { observeNatsRequest, secondsSince } from '../telemetry/nats-metrics';
import { type ConsumerState, watchConsumers } from '../telemetry/service-metrics';
import { runInContext, startRemoteChildSpan, TRACEPARENT_HEADER } from '../telemetry/trace-context';
import { ACK_WAIT_MS, Deliveries } from './deliveries';

/** Called once per delivery; throwing makes JetStream deliver the event again later. */
export type EventHandler<T> = (event: T) => Promise<void>;

const DAY_NS = nanos(24 * 60 * 60 * 1000);
// A redelivery waits this long, so a failing handler (database down) does not spin.
const RETRY_DELAY_MS = 2000;

/**
 * The stream's name follows NATS_SUBJECT_PREFIX, so a test run (or a second deployment on one broker) has its own
 * stream, as it has its own subjects.
 */
export function eventStreamName(prefix = process.env.NATS_SUBJECT_PREFIX ?? ''): string {
  const suffix = prefix
    .replace(/[^A-Za-z0-9]+/g, '_')
    .replace(/^_|_$/g, '')
    .toUpperCase();
  return suffix ? `SURIMARKT_EVENTS_${suffix}` : 'SURIMARKT_EVENTS';
}

/**
 * Publishes and consumes the product's events on NATS JetStream: a publish returns once the server has stored it,
 * and a durable consumer gets every event stored while its service was down. Each service opens its own connection.
 */
export class EventBus implements OnApplicationShutdown {
  private readonly logger = new Logger(EventBus.name);
  private connection?: Promise<{ nc: NatsConnection; js: JetStreamClient; jsm: JetStreamManager }>;
  private readonly subscriptions: { messages: ConsumerMessages; deliveries: Deliveries }[] = [];
  private readonly running = new Set<Promise<void>>();
  private readonly durables = new Set<string>();
  private readonly unwatch = watchConsumers(() => this.consumerStates());

  constructor(private readonly natsUrl: string) {}

  private connected() {
    this.connection ??= (async () => {
      const nc = await connect({ servers: this.natsUrl.split(','), name: 'surimarkt-events', reconnect: true, maxReconnectAttempts: -1 });
      const jsm = await nc.jetstreamManager();
      await ensureEventStream(jsm);
      return { nc, js: nc.jetstream(), jsm };
    })();
    return this.connection;
  }

  /**
   * Resolves once JetStream has stored the event; msgId makes a repeated publish (a relay retry) a no-op. The trace
   * the event was written in rides in its headers, so its consumers continue it.
   */
  async publish(subject: string, payload: { eventId: string }, traceparent?: string): Promise<void> {
    const { js } = await this.connected();
    const headers = traceparent ? natsHeaders() : undefined;
    if (headers && traceparent) headers.set(TRACEPARENT_HEADER, traceparent);
    await js.publish(subject, JSON.stringify(payload), { msgID: payload.eventId, headers });
  }

  /**
   * A plain NATS message to every listener (the gateways' cache notices): not stored, not acknowledged. Resolves once
   * the broker has it, so a service that awaits it before answering knows every gateway will hear it first.
   */
  async broadcast(subject: string, payload: object): Promise<void> {
    const { nc } = await this.connected();
    nc.publish(subject, JSON.stringify(payload));
    await nc.flush();
  }

  /**
   * Delivers every event on subject to handler, through the durable consumer `durable` (one per consuming service,
   * shared by its replicas, so each event is handled by one of them). An event is acknowledged after the handler
   * succeeds; handlers must be idempotent, as a crash between the two delivers it again.
   */
  async consume<T>(durable: string, subject: string, handler: EventHandler<T>, options: { concurrency?: number } = {}): Promise<void> {
    const concurrency = Math.max(1, options.concurrency ?? 1);
    const deliveries = await this.open(durable, subject, Math.max(100, concurrency * 2));
    const handle = async (message: JsMsg) => {
      const started = process.hrtime.bigint();
      const { span, ctx } = startRemoteChildSpan(subject, SpanKind.CONSUMER, message.headers?.get(TRACEPARENT_HEADER) || undefined);
      try {
        await runInContext(ctx, () => handler(message.json<T>()));
        deliveries.ack(message);
        observeNatsRequest('server', subject, 'ok', secondsSince(started));
      } catch (error) {
        runInContext(ctx, () => this.logger.error(`event on ${message.subject} failed, retried: ${(error as Error)?.message ?? error}`));
        deliveries.nak(message, RETRY_DELAY_MS);
        observeNatsRequest('server', subject, 'error', secondsSince(started));
        span.setStatus({ code: SpanStatusCode.ERROR });
      } finally {
        span.end();
      }
    };
    this.track(
      (async () => {
        // Up to `concurrency` events handled at once (a handler that mostly waits, such as a page's render).
        const busy = new Set<Promise<void>>();
        for (let message = await deliveries.next(); message; message = await deliveries.next()) {
          const handling = handle(message).finally(() => busy.delete(handling));
          busy.add(handling);
          if (busy.size >= concurrency) await Promise.race(busy);
        }
        await Promise.all(busy);
      })(),
    );
  }

  /**
   * Like consume, but hands the handler up to `max` events at once (or whatever arrived within `waitMs`), for a writer
   * that stores a batch in one statement; the batch is acknowledged after the handler succeeds, redelivered if it fails.
   * A message that is not JSON is terminated (it could never succeed).
   */
  async consumeBatches<T>(
    durable: string,
    subject: string,
    handler: (events: T[]) => Promise<void>,
    options: { max: number; waitMs: number },
  ): Promise<void> {
    const deliveries = await this.open(durable, subject, options.max * 4);
    let batch: { message: JsMsg; event: T }[] = [];
    let timer: NodeJS.Timeout | undefined;
    let writing = Promise.resolve();
    const flush = () => {
      clearTimeout(timer);
      timer = undefined;
      const taken = batch;
      batch = [];
      if (!taken.length) return writing;
      writing = writing.then(async () => {
        const started = process.hrtime.bigint();
        try {
          await handler(taken.map((t) => t.event));
          for (const t of taken) deliveries.ack(t.message);
          observeNatsRequest('server', subject, 'ok', secondsSince(started));
        } catch (error) {
          observeNatsRequest('server', subject, 'error', secondsSince(started));
          this.logger.error(`a batch of ${taken.length} events on ${subject} failed, retried: ${(error as Error)?.message ?? error}`);
          for (const t of taken) deliveries.nak(t.message, RETRY_DELAY_MS);
        }
      });
      return writing;
    };
    this.track(
      (async () => {
        for (let message = await deliveries.next(); message; message = await deliveries.next()) {
          let event: T;
          try {
            event = message.json<T>();
          } catch {
            deliveries.term(message, 'not JSON');
            continue;
          }
          batch.push({ message, event });
          if (batch.length >= options.max) await flush();
          else timer ??= setTimeout(() => void flush(), options.waitMs);
        }
        await flush();
      })(),
    );
  }

  private track(loop: Promise<void>): void {
    this.running.add(loop);
    void loop.finally(() => this.running.delete(loop));
  }

  /**
   * The durable consumer `durable` on subject (created on first use, shared by the service's replicas), consuming.
   * maxAckPending caps what all replicas hold unanswered at once, so a backlog stays in the stream rather than in memory.
   */
  private async open(durable: string, subject: string, maxAckPending: number): Promise<Deliveries> {
    const { js, jsm } = await this.connected();
    const stream = eventStreamName();
    const name = durable.replace(/[^A-Za-z0-9_-]/g, '_');
    this.durables.add(name);
    const config = {
      durable_name: name,
      filter_subject: subject,
      ack_policy: AckPolicy.Explicit,
      deliver_policy: DeliverPolicy.All,
      ack_wait: nanos(ACK_WAIT_MS),
      max_ack_pending: maxAckPending,
    };
    // A consumer that exists (another replica's, or an earlier release's with other limits) takes this one's settings.
    await jsm.consumers
      .add(stream, config)
      .catch(() => jsm.consumers.update(stream, name, { ack_wait: config.ack_wait, max_ack_pending: maxAckPending }));
    const deliveries = new Deliveries();
    const consumer = await js.consumers.get(stream, name);
    const messages = await consumer.consume({ max_messages: Math.min(100, maxAckPending), callback: deliveries.receive });
    this.subscriptions.push({ messages, deliveries });
    return deliveries;
  }

  /** Each of this bus's consumers as the server counts its messages (for the metrics). */
  private async consumerStates(): Promise<ConsumerState[]> {
    if (!this.durables.size || !this.connection) return [];
    const { jsm } = await this.connection;
    const stream = eventStreamName();
    return Promise.all(
      [...this.durables].map(async (consumer) => {
        const info = await jsm.consumers.info(stream, consumer);
        return { consumer, pending: info.num_pending, ackPending: info.num_ack_pending, redelivered: info.num_redelivered };
      }),
    );
  }

  async onApplicationShutdown(): Promise<void> {
    await this.stop({ waitForHandlers: true });
  }

  /**
   * Stops consuming and closes the connection. With waitForHandlers, the events being handled finish first; without,
   * they are left to JetStream, which delivers them again (a page's render at write need not hold a stopping gateway).
   */
  async stop({ waitForHandlers }: { waitForHandlers: boolean }): Promise<void> {
    this.unwatch();
    const subscriptions = this.subscriptions.splice(0);
    for (const { messages, deliveries } of subscriptions) {
      messages.stop();
      deliveries.stop();
    }
    if (waitForHandlers) await Promise.allSettled([...this.running]);
    for (const { deliveries } of subscriptions) deliveries.close();
    if (!this.connection) return;
    const { nc } = await this.connection.catch(() => ({ nc: undefined }));
    this.connection = undefined;
    await nc?.drain().catch(() => undefined);
  }
}

/** Creates the stream on first use (every service does this; the first wins and the rest find it). */
export async function ensureEventStream(jsm: JetStreamManager): Promise<void> {
  const name = eventStreamName();
  const config = {
    name,
    subjects: [EVENT_SUBJECTS.all],
    // Long enough to ride out any outage of a consumer; a test run's stream goes away within a day.
    max_age: process.env.NODE_ENV === 'test' ? DAY_NS : 14 * DAY_NS,
    duplicate_window: nanos(10 * 60 * 1000),
  };
  try {
    await jsm.streams.info(name);
  } catch {
    await jsm.streams.add(config).catch(async (error: unknown) => {
      // Another service created it in the meantime.
      if (!(await jsm.streams.info(name).catch(() => undefined))) throw error;
    });
  }
}
