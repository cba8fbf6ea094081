import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { EVENT_SUBJECTS, type UserMailEvent } from '@surimarkt/contracts';
import { EventBus, MailerService, markHandled } from '@surimarkt/server';
import { DataSource } from 'typeorm';

/**
 * Mails about a user's own activity (bids placed on their ads, decisions on their bids) written by other services:
 * sent once per event, to the account's address, unless the user switched e-mail notifications off.
 */
@Injectable()
export class UserMailConsumer implements OnApplicationBootstrap {
  constructor(private readonly bus: EventBus, private readonly dataSource: DataSource, private readonly mailer: MailerService) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.bus.consume<UserMailEvent>('accounts-user-mail', EVENT_SUBJECTS.userMail, (event) => this.handle(event));
  }

  async handle(event: UserMailEvent): Promise<void> {
    const user = await this.dataSource.transaction(async (manager) => {
      if (!(await markHandled(manager, 'accounts', event.eventId))) return undefined;
      const [row] = await manager.query(
        `SELECT "email", "first_name" AS "firstName", "email_notifications" AS "notify" FROM "accounts"."users" WHERE "id" = $1`, [event.userId],
      );
      return row?.notify ? (row as { email: string; firstName: string }) : undefined;
    });
    if (user) this.mailer.sendInBackground({ to: user.email, subject: event.subject, text: `Hallo ${user.firstName},\n\n${event.text}` });
  }
}
