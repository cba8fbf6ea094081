import { type DynamicModule, Module } from '@nestjs/common';
import { MAIL_CONFIG, type MailConfig, MailerService } from './mailer.service';

/** Outgoing mail of a service, configured from its environment. */
@Module({})
export class MailModule {
  static register(config: () => MailConfig): DynamicModule {
    return { module: MailModule, providers: [{ provide: MAIL_CONFIG, useFactory: config }, MailerService], exports: [MailerService] };
  }
}
