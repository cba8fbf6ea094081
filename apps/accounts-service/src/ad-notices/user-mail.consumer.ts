import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { EVENT_SUBJECTS, type UserMailEvent } from '@surimarkt/contracts';
import { EventBus } from '@surimarkt/server';
import { userMail } from './user-mail';
import { UserNotifier } from './user-notifier';

/** Mails about a user's own activity written by other services (a bid placed on their ad, a decision on their bid). */
@Injectable()
export class UserMailConsumer implements OnApplicationBootstrap {
  constructor(
    private readonly bus: EventBus,
    private readonly notifier: UserNotifier,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.bus.consume<UserMailEvent>('accounts-user-mail', EVENT_SUBJECTS.userMail, (event) =>
      this.notifier.notifyOnce(event.eventId, event.userId, (user) => userMail(event, user), event.unsubscribe, event.kind, event.pushedAs),
    );
  }
}
