import { MailModule as ServerMailModule } from '@surimarkt/server';
import { readEnv } from '../config/env';

/** The accounts-service's outgoing mail (activation, reset, contact); one object, so every importer shares one mailer. */
export const MailModule = ServerMailModule.register(() => {
  const env = readEnv();
  return { smtpUrl: env.SMTP_URL, dir: env.MAIL_DIR, from: env.MAIL_FROM, siteName: env.SITE_NAME, publicUrl: env.PUBLIC_URL };
});
