import { Counter, Gauge } from 'prom-client';

/** What pg.Pool tells about its connections. */
export interface PoolCounts {
  totalCount: number;
  idleCount: number;
  waitingCount: number;
}

/** A JetStream consumer's backlog as the server reports it. */
export interface ConsumerState {
  consumer: string;
  pending: number;
  ackPending: number;
  redelivered: number;
}

// What each gauge reads at a scrape, by a bounded key (the service's pool, schema or event bus); a stopped app removes
// its own, so a test that starts a service many times leaves nothing behind.
const pools = new Map<string, () => PoolCounts | undefined>();
const outboxes = new Map<string, () => Promise<number>>();
const consumerSources = new Set<() => Promise<ConsumerState[]>>();
const jobSuccesses = new Map<string, () => Promise<{ job: string; at: number }[]>>();

new Gauge({
  name: 'pg_pool_connections',
  help: 'PostgreSQL pool connections by state (total, idle, waiting: requests queued for a connection)',
  labelNames: ['pool', 'state'] as const,
  collect() {
    this.reset();
    for (const [pool, read] of pools) {
      const counts = read();
      if (!counts) continue;
      this.set({ pool, state: 'total' }, counts.totalCount);
      this.set({ pool, state: 'idle' }, counts.idleCount);
      this.set({ pool, state: 'waiting' }, counts.waitingCount);
    }
  },
});

new Gauge({
  name: 'outbox_backlog_events',
  help: 'Events written to a schema outbox and not yet on JetStream',
  labelNames: ['schema'] as const,
  async collect() {
    this.reset();
    for (const [schema, count] of outboxes) {
      const backlog = await count().catch(() => undefined);
      if (backlog !== undefined) this.set({ schema }, backlog);
    }
  },
});

new Gauge({
  name: 'jetstream_consumer_messages',
  help: 'JetStream durable consumers: pending (not yet delivered), ack_pending (delivered, not yet acknowledged), redelivered',
  labelNames: ['consumer', 'state'] as const,
  async collect() {
    this.reset();
    for (const source of consumerSources) {
      for (const state of await source().catch(() => [])) {
        this.set({ consumer: state.consumer, state: 'pending' }, state.pending);
        this.set({ consumer: state.consumer, state: 'ack_pending' }, state.ackPending);
        this.set({ consumer: state.consumer, state: 'redelivered' }, state.redelivered);
      }
    }
  },
});

new Gauge({
  name: 'job_last_success_timestamp_seconds',
  help: 'When each job last finished without error (from the job_runs table, so the same on every replica)',
  labelNames: ['job'] as const,
  async collect() {
    this.reset();
    for (const read of jobSuccesses.values()) for (const { job, at } of await read().catch(() => [])) this.set({ job }, at);
  },
});

/** Scheduled and manual job runs by job and outcome (ok, failed). */
export const jobRunsTotal = new Counter({
  name: 'job_runs_total',
  help: 'Job runs by job and outcome',
  labelNames: ['job', 'outcome'] as const,
});

/** Mails handed to the mail server (or written as .eml) and mails that failed. */
export const mailsTotal = new Counter({
  name: 'mails_total',
  help: 'Mails by outcome (sent, failed)',
  labelNames: ['outcome'] as const,
});

/** Web pushes handed to a push service: sent, retried later, gone (404/410: the subscription is removed) or dropped. */
export const pushesTotal = new Counter({
  name: 'pushes_total',
  help: 'Web pushes by outcome (sent, retried, gone, dropped)',
  labelNames: ['outcome'] as const,
});

export function watchPool(pool: string, read: () => PoolCounts | undefined): () => void {
  pools.set(pool, read);
  return () => pools.delete(pool);
}

export function watchOutbox(schema: string, count: () => Promise<number>): () => void {
  outboxes.set(schema, count);
  return () => outboxes.delete(schema);
}

export function watchConsumers(states: () => Promise<ConsumerState[]>): () => void {
  consumerSources.add(states);
  return () => consumerSources.delete(states);
}

export function watchJobSuccesses(service: string, read: () => Promise<{ job: string; at: number }[]>): () => void {
  jobSuccesses.set(service, read);
  return () => jobSuccesses.delete(service);
}
