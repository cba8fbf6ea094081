import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { type ClientProxy } from '@nestjs/microservices';
import { REPLICA_HEARTBEAT_MS, REPLICA_HEARTBEAT_SUBJECT, type ReplicaHeartbeat, replicaPingSubject } from '@surimarkt/server';
import { ErrorCode, type NatsConnection, NatsError, type Subscription } from 'nats';
import { NATS_CLIENT } from './nats-client.token';

interface Waiter {
  subject: string;
  since: number;
  lost: () => void;
}

/** A request waiting longer than this makes the watch ping the replicas of its service. */
const SUSPECT_AFTER_MS = 300;
const CHECK_EVERY_MS = 250;
const PING_TIMEOUT_MS = 1000;

/**
 * Knows the live replicas of each service (their heartbeats) and tells a waiting read when one of the replicas that
 * may hold it has died: a ping to a killed replica finds no responder at once, where its requests would wait out the
 * NATS timeout. Only while reads are waiting does it ping, so an idle or quick gateway sends nothing.
 */
@Injectable()
export class ReplicaWatch implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('ReplicaWatch');
  private readonly replicas = new Map<string, ReplicaHeartbeat & { seenAt: number }>();
  private readonly waiters = new Set<Waiter>();
  private subscription?: Subscription;
  private timer?: NodeJS.Timeout;
  private isChecking = false;

  constructor(@Inject(NATS_CLIENT) private readonly client: ClientProxy) {}

  async onApplicationBootstrap(): Promise<void> {
    try {
      await this.client.connect();
    } catch {
      return; // RpcClient logs the outage; without the broker there are no replicas to watch
    }
    const connection = this.client.unwrap<NatsConnection>();
    this.subscription = connection.subscribe(REPLICA_HEARTBEAT_SUBJECT(), {
      callback: (_error, msg) => {
        try {
          const beat = JSON.parse(new TextDecoder().decode(msg.data)) as ReplicaHeartbeat;
          this.replicas.set(beat.id, { ...beat, seenAt: Date.now() });
        } catch {
          // not a heartbeat
        }
      },
    });
    this.timer = setInterval(() => void this.check(), CHECK_EVERY_MS).unref();
  }

  onApplicationShutdown(): void {
    clearInterval(this.timer);
    this.subscription?.unsubscribe();
  }

  /** Resolves when a replica answering `subject` dies while the caller waits; call the answer's `done` when no longer waiting. */
  whenReplicaLost(subject: string): { lost: Promise<void>; done: () => void } {
    let waiter!: Waiter;
    const lost = new Promise<void>((resolve) => {
      waiter = { subject, since: Date.now(), lost: resolve };
    });
    this.waiters.add(waiter);
    return { lost, done: () => this.waiters.delete(waiter) };
  }

  private async check(): Promise<void> {
    if (this.isChecking || this.waiters.size === 0) return;
    this.isChecking = true;
    try {
      const now = Date.now();
      const suspect = [...this.waiters].filter((w) => now - w.since >= SUSPECT_AFTER_MS);
      const subjects = new Set(suspect.map((w) => w.subject));
      const replicas = [...this.replicas.values()].filter((r) => r.subjects.some((s) => subjects.has(s)));
      const connection = this.client.unwrap<NatsConnection>();
      await Promise.all(
        replicas.map(async (replica) => {
          if (await isGone(connection, replica.id)) {
            this.replicas.delete(replica.id);
            this.logger.warn(`a replica of the ${replica.service}-service is gone (${replica.id}): the reads it may hold are asked again`);
            // Every read waiting on its subjects, also those too young to be suspects: once forgotten, it is never pinged again.
            for (const waiter of this.waiters) if (replica.subjects.includes(waiter.subject)) waiter.lost();
          }
        }),
      );
      // Long silent: it stopped cleanly. Not sooner: on a busy machine heartbeats come late, and a replica forgotten too
      // early would not be pinged when it dies.
      for (const [id, replica] of this.replicas) if (now - replica.seenAt > 30 * REPLICA_HEARTBEAT_MS) this.replicas.delete(id);
    } catch {
      // the broker itself is away: RpcClient's timeouts answer
    } finally {
      this.isChecking = false;
    }
  }
}

async function isGone(connection: NatsConnection, id: string): Promise<boolean> {
  try {
    await connection.request(replicaPingSubject(id), undefined, { timeout: PING_TIMEOUT_MS });
    return false;
  } catch (error) {
    // No responder: its subscription left with its connection. A timeout is a busy replica, not a dead one.
    return error instanceof NatsError && error.code === ErrorCode.NoResponders;
  }
}
