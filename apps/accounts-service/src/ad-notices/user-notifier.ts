import { Injectable } from '@nestjs/common';
import { type PushKind, type UserMailKind } from '@surimarkt/contracts';
import { markHandled, type OutgoingMail } from '@surimarkt/server';
import { DataSource } from 'typeorm';
import { RecipientMail } from '../mail/recipient-mail.service';

export interface MailRecipient {
  email: string;
  firstName: string;
}

/** The footer of every mail that the user's switch allows, so they know where to turn it off. */
export const NOTIFICATIONS_REASON =
  'Je ontvangt deze e-mail omdat je e-mailmeldingen aan hebt staan. Uitzetten kan bij Instellingen in je profiel.';

/**
 * A mail to a user because of an event another service sent: at most once per event, and only while the user has
 * e-mail notifications on. Handling the event is recorded in the same transaction that reads the user.
 */
@Injectable()
export class UserNotifier {
  constructor(
    private readonly dataSource: DataSource,
    private readonly mail: RecipientMail,
  ) {}

  /**
   * ownSwitch: the mail has its own off switch (a saved search, with an unsubscribe link and its reason), so the
   * general switch does not apply and the footer gives that reason instead. pushedAs: the news also went out as this
   * kind of push, so the mail is only for a user without a device that takes it.
   */
  async notifyOnce(
    eventId: string,
    userId: string,
    compose: (user: MailRecipient) => OutgoingMail | null,
    ownSwitch?: { reason: string },
    kind: UserMailKind = 'notice',
    pushedAs?: PushKind,
  ): Promise<void> {
    const user = await this.dataSource.transaction(async (manager) => {
      if (!(await markHandled(manager, 'accounts', eventId))) return undefined;
      const [row] = await manager.query(
        `SELECT u."email", u."first_name" AS "firstName", u."email_notifications" AS "notify",
                $2::text IS NOT NULL AND u."push_notifications" AND NOT ($2 = ANY (u."push_off"))
                  AND EXISTS (SELECT 1 FROM "accounts"."push_subscriptions" s WHERE s."user_id" = u."id") AS "pushed"
           FROM "accounts"."users" u WHERE u."id" = $1`,
        [userId, pushedAs ?? null],
      );
      return row && (row.notify || ownSwitch) && !row.pushed ? { email: row.email, firstName: row.firstName } : undefined;
    });
    const mail = user && compose(user);
    if (mail)
      await this.mail.sendInBackground(kind, { ...mail, content: { ...mail.content, reason: ownSwitch?.reason ?? NOTIFICATIONS_REASON } });
  }
}
