import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { type AdStatusChangedEvent, EVENT_SUBJECTS } from '@surimarkt/contracts';
import { EventBus, InjectEnv, siteOf } from '@surimarkt/server';
import { type Env } from '../config/env';
import { adStatusMail } from './ad-status-mail';
import { UserNotifier } from './user-notifier';

/** Mails an owner when their ad is approved, rejected (with the reason) or expires. */
@Injectable()
export class AdStatusConsumer implements OnApplicationBootstrap {
  constructor(
    @InjectEnv() private readonly env: Env,
    private readonly bus: EventBus,
    private readonly notifier: UserNotifier,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.bus.consume<AdStatusChangedEvent>('accounts-ad-status-changed', EVENT_SUBJECTS.adStatusChanged, (event) =>
      this.notifier.notifyOnce(event.eventId, event.userId, (owner) => adStatusMail(event, owner, siteOf(this.env))),
    );
  }
}
