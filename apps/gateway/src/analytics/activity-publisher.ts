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
 * How long a request waits for the broker's acknowledgement before it is answered anyway. Answered after the
 * acknowledgement, an accepted event survives this gateway being killed the moment after; a slow or absent broker
 * delays the (background) analytics call by this much at most and never fails it.
 */
const ACK_WAIT_MS = 1000;

/**
 * Hands activity events to JetStream: the request waits for the broker's acknowledgement (so none is lost when the
 * analytics-service or this gateway stops) up to ACK_WAIT_MS, then the rest goes on in the background, with a bounded
 * number in flight.
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

  /** Resolves when the broker has the event, or after ACK_WAIT_MS; never rejects. */
  publish(event: ActivityLoggedEvent): Promise<void> {
    if (this.inFlight >= MAX_IN_FLIGHT) {
      if (this.dropped++ % 1000 === 0) this.logger.error(`analytics events dropped: ${this.dropped} (broker not acknowledging)`);
      return Promise.resolve();
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
    let timer: NodeJS.Timeout | undefined;
    const waited = new Promise<void>((resolve) => (timer = setTimeout(resolve, ACK_WAIT_MS)));
    return Promise.race([sent, waited]).finally(() => clearTimeout(timer));
  }

  /** Shutdown waits for what was accepted, then closes the connection. */
  async onApplicationShutdown(): Promise<void> {
    await Promise.allSettled([...this.pending]);
    await this.bus.onApplicationShutdown();
  }
}
