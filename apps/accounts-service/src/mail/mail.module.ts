import { Module } from '@nestjs/common';
import { MailModule as ServerMailModule } from '@surimarkt/server';
import { RecipientMail } from './recipient-mail.service';

const ServerMail = ServerMailModule.forService();

/**
 * The accounts-service's outgoing mail: one mailer every importer shares, and RecipientMail, through which every mail
 * to a person goes (the contact form's mail to the operator uses the mailer itself).
 */
@Module({ imports: [ServerMail], providers: [RecipientMail], exports: [ServerMail, RecipientMail] })
export class MailModule {}
