import { EVENT_SUBJECTS, type MailContent, type UserMailEvent, type UserMailKind } from '@surimarkt/contracts';
import { mailBodyText, type OutboxRelay } from '@surimarkt/server';
import { type EntityManager } from 'typeorm';

/** A mail to a user, in the caller's transaction: the accounts-service sends it if the user's switch allows. */
export function addUserMail(
  outbox: OutboxRelay,
  manager: EntityManager,
  userId: string,
  mail: { subject: string; content: MailContent; kind?: UserMailKind },
  unsubscribe?: UserMailEvent['unsubscribe'],
  pushedAs?: UserMailEvent['pushedAs'],
): Promise<void> {
  const event: Omit<UserMailEvent, 'eventId'> = {
    userId,
    ...mail,
    text: mailBodyText(mail.content),
    ...(unsubscribe ? { unsubscribe } : {}),
    ...(pushedAs ? { pushedAs } : {}),
  };
  return outbox.add(manager, EVENT_SUBJECTS.userMail, event);
}
