import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { EVENT_SUBJECTS, type OperatorAlertEvent } from '@surimarkt/contracts';
import { EventBus, InjectEnv, MailerService, markHandled } from '@surimarkt/server';
import { DataSource } from 'typeorm';
import { type Env } from '../config/env';

/**
 * The operator's mail for what needs a look now (a reporter hiding many ads, an ad's owner asking for a review, SMS
 * ceilings reached), once per event. Not behind a switch: these are about abuse of the site.
 */
@Injectable()
export class OperatorAlertsConsumer implements OnApplicationBootstrap {
  constructor(
    private readonly bus: EventBus,
    private readonly dataSource: DataSource,
    private readonly mailer: MailerService,
    @InjectEnv() private readonly env: Env,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.bus.consume<OperatorAlertEvent>('moderation-operator-alert', EVENT_SUBJECTS.operatorAlert, (event) => this.handle(event));
  }

  async handle(event: OperatorAlertEvent): Promise<void> {
    const isNew = await this.dataSource.transaction((manager) => markHandled(manager, 'moderation', event.eventId));
    if (!isNew) return;
    await this.mailer.send({
      to: this.env.OPERATOR_EMAIL,
      subject: `${this.env.SITE_NAME}: ${event.subject}`,
      content: {
        heading: event.subject,
        paragraphs: event.paragraphs,
        button: { label: 'Naar het admin dashboard', url: new URL(event.adminPath, this.env.PUBLIC_URL).toString() },
        reason: 'Je ontvangt deze e-mail omdat je de beheerder bent van deze site.',
      },
    });
  }
}
