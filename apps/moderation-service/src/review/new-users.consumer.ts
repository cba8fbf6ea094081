import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { EVENT_SUBJECTS, type UserRegisteredEvent } from '@surimarkt/contracts';
import { EventBus, MailerService, markHandled, InjectEnv, plainName } from '@surimarkt/server';
import { DataSource } from 'typeorm';
import { type Env } from '../config/env';

const NAME_WITHHELD = '(niet getoond: de ingevulde naam bevat meer dan letters)';

/** The operator's mail about each new user, while the back-office's 'E-mail bij nieuwe gebruikers' is on. */
@Injectable()
export class NewUsersConsumer implements OnApplicationBootstrap {
  constructor(
    private readonly bus: EventBus,
    private readonly dataSource: DataSource,
    private readonly mailer: MailerService,
    @InjectEnv() private readonly env: Env,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.bus.consume<UserRegisteredEvent>('moderation-user-registered', EVENT_SUBJECTS.userRegistered, (event) => this.handle(event));
  }

  async handle(event: UserRegisteredEvent): Promise<void> {
    const notify = await this.dataSource.transaction(async (manager) => {
      if (!(await markHandled(manager, 'moderation', event.eventId))) return false;
      const [settings] = await manager.query(`SELECT "notify_users" FROM "moderation"."email_settings" WHERE "id" = 1`);
      return Boolean(settings?.notify_users);
    });
    if (!notify) return;
    // A 'name' that is a sentence or a link is not printed: the operator sees that it is odd, and the address.
    const name = plainName(`${event.firstName} ${event.lastName}`);
    this.mailer.sendInBackground({
      to: this.env.OPERATOR_EMAIL,
      subject: name ? `${this.env.SITE_NAME}: nieuwe gebruiker – ${name}` : `${this.env.SITE_NAME}: nieuwe gebruiker`,
      content: {
        heading: 'Nieuwe gebruiker',
        paragraphs: [`Er heeft zich een nieuwe ${event.accountType === 'business' ? 'zakelijke ' : ''}gebruiker aangemeld.`],
        facts: [
          { label: 'Naam', value: name ?? NAME_WITHHELD },
          { label: 'E-mail', value: event.email },
        ],
        button: { label: 'Alle gebruikers', url: new URL('/admin?tab=gebruikers', this.env.PUBLIC_URL).toString() },
        reason: `Je ontvangt deze e-mail omdat 'E-mail bij nieuwe gebruikers' aan staat in het admin dashboard.`,
      },
    });
  }
}
