import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { type ClientProxy } from '@nestjs/microservices';
import { type NatsConnection, type Subscription } from 'nats';
import { NATS_CLIENT } from './nats-client.token';

type Listener = (notice: unknown) => void;

/**
 * The services' cache notices (contracts: CACHE_NOTICES), heard by every gateway replica: each cache of this gateway
 * registers what to drop for a subject, and what to drop when the broker connection comes back (notices sent while
 * it was away are lost, so a reconnected gateway starts its caches afresh).
 */
@Injectable()
export class CacheNotices implements OnApplicationBootstrap {
  private readonly logger = new Logger(CacheNotices.name);
  private readonly listeners = new Map<string, Listener[]>();
  private readonly onReconnect: Array<() => void> = [];
  private readonly subscriptions: Subscription[] = [];

  constructor(@Inject(NATS_CLIENT) private readonly client: ClientProxy) {}

  on<T>(subject: string, listener: (notice: T) => void): void {
    this.listeners.set(subject, [...(this.listeners.get(subject) ?? []), listener as Listener]);
  }

  /** What to forget when the connection to the broker was lost and came back. */
  afterReconnect(forget: () => void): void {
    this.onReconnect.push(forget);
  }

  onApplicationBootstrap(): void {
    // With the broker down at start, this waits for the first connection in the background, as RpcClient does.
    this.client.connect().then(
      () => this.subscribe(this.client.unwrap<NatsConnection>()),
      (error: unknown) => this.logger.warn(`cache notices not heard yet: ${(error as Error)?.message ?? error}`),
    );
  }

  private subscribe(connection: NatsConnection): void {
    for (const [subject, listeners] of this.listeners) {
      const subscription = connection.subscribe(subject, {
        callback: (error, message) => {
          if (error) return;
          let notice: unknown;
          try {
            notice = message.json();
          } catch {
            return;
          }
          for (const listener of listeners) listener(notice);
        },
      });
      this.subscriptions.push(subscription);
    }
    void (async () => {
      for await (const status of connection.status()) {
        if (status.type === 'reconnect') for (const forget of this.onReconnect) forget();
      }
    })();
  }
}
