import { type DynamicModule, Module } from '@nestjs/common';
import { ENV } from '../env/env.module';
import { type BaseEnv } from '../env/load-env';
import { type MailEnv } from './mail-env';
import { MAIL_CONFIG, MailerService } from './mailer.service';

/** Outgoing mail of a service, configured from its environment (whose schema has mailEnvFields). */
@Module({})
export class MailModule {
  static forService(): DynamicModule {
    return {
      module: MailModule,
      providers: [
        {
          provide: MAIL_CONFIG,
          inject: [ENV],
          useFactory: (env: BaseEnv & MailEnv) => ({
            smtpUrl: env.SMTP_URL,
            dir: env.MAIL_DIR,
            from: env.MAIL_FROM,
            siteName: env.SITE_NAME,
            publicUrl: env.PUBLIC_URL,
          }),
        },
        MailerService,
      ],
      exports: [MailerService],
    };
  }
}
