import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { type UserMailKind } from '@surimarkt/contracts';
import { countAttempt, MailerService, type OutgoingMail, type SentMail } from '@surimarkt/server';
import { DataSource } from 'typeorm';

/** Every kind of mail the accounts-service sends to a person. */
export type RecipientMailKind = UserMailKind | 'verify-email' | 'reset-password' | 'email-changed' | 'invite' | 'account-exists';

/**
 * How many mails of each kind one address gets per hour at most. Enough for every honest use (a resend after a typo,
 * a busy seller's alerts), too few for anyone to flood an inbox through us: a mail past the limit is not sent.
 */
export const MAILS_PER_HOUR: Record<RecipientMailKind, number> = {
  'verify-email': 3,
  'reset-password': 3,
  'email-changed': 3,
  invite: 3,
  'account-exists': 3,
  'unread-message': 4,
  alert: 10,
  notice: 30,
};

const SENDS = '"accounts"."mail_sends"';
const HOUR_SECONDS = 3600;

/** The accounts-service's mail to people: each send counted per recipient and kind first, in the service's schema. */
@Injectable()
export class RecipientMail {
  private readonly logger = new Logger(RecipientMail.name);

  constructor(
    @InjectDataSource() private readonly ds: DataSource,
    private readonly mailer: MailerService,
  ) {}

  /** Whether one more mail of this kind may go to this address now (and counts it). */
  async allows(kind: RecipientMailKind, to: string): Promise<boolean> {
    const sent = await countAttempt(this.ds, SENDS, `${kind}:${to.trim().toLowerCase()}`, HOUR_SECONDS);
    if (sent <= MAILS_PER_HOUR[kind]) return true;
    if (sent === MAILS_PER_HOUR[kind] + 1) this.logger.warn(`${kind} mails to one address held back for the rest of the hour`);
    return false;
  }

  /** Counts now, sends in the background (a slow mail server never holds up the request); false when held back. */
  async sendInBackground(kind: RecipientMailKind, mail: OutgoingMail): Promise<boolean> {
    if (!(await this.allows(kind, mail.to))) return false;
    this.mailer.sendInBackground(mail);
    return true;
  }

  /** A mail already counted with allows() (its link was issued in between): sends and waits. */
  deliver(mail: OutgoingMail): Promise<SentMail> {
    return this.mailer.send(mail);
  }

  /** As deliver, in the background. */
  deliverInBackground(mail: OutgoingMail): void {
    this.mailer.sendInBackground(mail);
  }
}
