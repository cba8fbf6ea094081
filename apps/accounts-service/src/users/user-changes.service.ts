import { Injectable, Logger } from '@nestjs/common';
import { CACHE_NOTICES, type TokenEndedNotice, type UserChangedNotice } from '@surimarkt/contracts';
import { EventBus } from '@surimarkt/server';
import { tokenHash } from './token-hash';

/**
 * Tells every gateway that a user's cached session answers are out of date, after the write has committed and
 * before the service answers: the user's next request, on whichever gateway, sees the change (contract: a user's
 * own writes show at once). A broker outage is logged, not passed on: the gateways' caches time out by themselves.
 */
@Injectable()
export class UserChanges {
  private readonly logger = new Logger(UserChanges.name);

  constructor(private readonly bus: EventBus) {}

  async changed(userId: string): Promise<void> {
    await this.notify(CACHE_NOTICES.userChanged, { userId } satisfies UserChangedNotice);
  }

  async sessionEnded(token: string): Promise<void> {
    await this.notify(CACHE_NOTICES.sessionEnded, { tokenHash: tokenHash(token).toString('hex') } satisfies TokenEndedNotice);
  }

  private async notify(subject: string, notice: object): Promise<void> {
    try {
      await this.bus.broadcast(subject, notice);
    } catch (error) {
      this.logger.warn(`cache notice not sent: ${(error as Error)?.message ?? error}`);
    }
  }
}
