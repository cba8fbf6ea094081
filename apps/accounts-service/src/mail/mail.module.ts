import { Module } from '@nestjs/common';
import { readEnv } from '../config/env';
import { MAIL_CONFIG, type MailConfig, MailerService } from './mailer.service';

/** Outgoing mail for every domain of the service (contact now; verification and reset mails later). */
@Module({
  providers: [
    {
      provide: MAIL_CONFIG,
      useFactory: (): MailConfig => {
        const env = readEnv();
        return { smtpUrl: env.SMTP_URL, dir: env.MAIL_DIR, from: env.MAIL_FROM };
      },
    },
    MailerService,
  ],
  exports: [MailerService],
})
export class MailModule {}
