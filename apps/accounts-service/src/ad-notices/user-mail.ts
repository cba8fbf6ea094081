import { type MailContent, type UserMailEvent } from '@surimarkt/contracts';
import { mailGreeting, type OutgoingMail } from '@surimarkt/server';
import { type MailRecipient } from './user-notifier';

/** The event's parts with the user's greeting; an event stored before it carried parts has its text as paragraphs. */
export function userMail(event: UserMailEvent, user: MailRecipient): OutgoingMail {
  const content: MailContent = event.content ?? {
    heading: event.subject,
    paragraphs: event.text
      .split(/\n\s*\n/)
      .map((paragraph) => paragraph.trim())
      .filter(Boolean),
  };
  const mail: OutgoingMail = { to: user.email, subject: event.subject, content: { ...content, greeting: mailGreeting(user.firstName) } };
  if (!event.unsubscribe) return mail;
  // RFC 8058: mail programs show an 'afmelden' button that posts here without opening a page or logging in.
  const headers = { 'List-Unsubscribe': `<${event.unsubscribe.oneClickUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
  return { ...mail, headers };
}
