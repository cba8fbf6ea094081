import { MailModule as ServerMailModule } from '@surimarkt/server';

/** The accounts-service's outgoing mail (activation, reset, contact); one object, so every importer shares one mailer. */
export const MailModule = ServerMailModule.forService();
