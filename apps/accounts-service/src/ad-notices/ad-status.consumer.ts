import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { type AdStatusChangedEvent, EVENT_SUBJECTS } from '@surimarkt/contracts';
import { EventBus, MailerService, markHandled } from '@surimarkt/server';
import { DataSource } from 'typeorm';
import { readEnv } from '../config/env';
import { adStatusMail } from './ad-status-mail';

/**
 * Mails an owner when their ad is approved, rejected (with the reason) or expires, unless they switched e-mail
 * notifications off. The accounts-service does it because it holds the address and the switch.
 */
@Injectable()
export class AdStatusConsumer implements OnApplicationBootstrap {
  private readonly env = readEnv();

  constructor(private readonly bus: EventBus, private readonly dataSource: DataSource, private readonly mailer: MailerService) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.bus.consume<AdStatusChangedEvent>('accounts-ad-status-changed', EVENT_SUBJECTS.adStatusChanged, (event) => this.handle(event));
  }

  async handle(event: AdStatusChangedEvent): Promise<void> {
    const owner = await this.dataSource.transaction(async (manager) => {
      if (!(await markHandled(manager, 'accounts', event.eventId))) return undefined;
      const [user] = await manager.query(
        `SELECT "email", "first_name" AS "firstName", "email_notifications" AS "notify" FROM "accounts"."users" WHERE "id" = $1`, [event.userId],
      );
      return user?.notify ? (user as { email: string; firstName: string }) : undefined;
    });
    const mail = owner && adStatusMail(event, owner, { publicUrl: this.env.PUBLIC_URL, siteName: this.env.SITE_NAME });
    if (mail) this.mailer.sendInBackground(mail);
  }
}
