import { Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { type ActivityLoggedEvent, EVENT_SUBJECTS } from '@surimarkt/contracts';
import { EventBus } from '@surimarkt/server';
import { InjectEnv } from '@surimarkt/server';
import { type Env } from '../config/env';

/**
 * Events waiting for JetStream's acknowledgement at most; beyond it (broker gone for long) new ones are dropped, not
 * queued without end.
 */
const MAX_IN_FLIGHT = 20_000;

/**
 * Hands activity events to JetStream without making the page's request wait: each is acknowledged by the broker in
 * the background (so none is lost when the analytics-service restarts), with a bounded number in flight.
 */
@Injectable()
export class ActivityPublisher implements OnApplicationShutdown {
  private readonly logger = new Logger(ActivityPublisher.name);
  private inFlight = 0;
  private dropped = 0;
  private readonly pending = new Set<Promise<void>>();

  // Its own connection, closed here after the last acknowledgement (not by Nest before it).
  private readonly bus: EventBus;

  constructor(@InjectEnv() env: Env) {
    this.bus = new EventBus(env.NATS_URL);
  }

  publish(event: ActivityLoggedEvent): void {
    if (this.inFlight >= MAX_IN_FLIGHT) {
      if (this.dropped++ % 1000 === 0) this.logger.error(`analytics events dropped: ${this.dropped} (broker not acknowledging)`);
      return;
    }
    this.inFlight++;
    const sent = this.bus
      .publish(EVENT_SUBJECTS.activityLogged, event)
      .catch((error: unknown) => this.logger.warn(`analytics event not stored: ${(error as Error)?.message ?? error}`))
      .finally(() => {
        this.inFlight--;
        this.pending.delete(sent);
      });
    this.pending.add(sent);
  }

  /** Shutdown waits for what was accepted, then closes the connection. */
  async onApplicationShutdown(): Promise<void> {
    await Promise.allSettled([...this.pending]);
    await this.bus.onApplicationShutdown();
  }
}
