import { displayNameOf, type MessageSentEvent, photoVariantPath, type PushPayload, PUSH_TEXTS, PUSH_URLS } from '@surimarkt/contracts';

/** A notification's text fits a phone's lock screen. */
const BODY_MAX = 140;
const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;
// Seven or more digits, with spaces, dots, dashes or a leading +: a phone number (a price like 12.500 stays).
const PHONE = /\+?\d(?:[\s.-]?\d){6,}/g;

/**
 * The push of a new message, for its recipient: titled with the ad, the sender's public name and the start of the
 * text. A push passes through the browser maker's push service and lands on a lock screen, so it carries no e-mail
 * address and no phone number, not even one written in the message (the full text is in the app).
 */
export function messagePush(event: MessageSentEvent, sender: { firstName: string; lastName: string } | undefined): PushPayload {
  const text = withoutContactDetails(event.message.text).replace(/\s+/g, ' ').trim();
  const body = PUSH_TEXTS.messageFrom(sender ? displayNameOf(sender.firstName, sender.lastName) : '', text).replace(/^: /, '');
  return {
    title: event.adTitle || PUSH_TEXTS.newMessage,
    body: body.length > BODY_MAX ? `${body.slice(0, BODY_MAX - 1)}…` : body,
    url: PUSH_URLS.conversation(event.conversationId),
    ...(event.adImage ? { image: photoVariantPath(event.adImage, 'card') } : {}),
    tag: `conversation-${event.conversationId}`,
  };
}

/** A conversation's pushes replace each other at the push service (Topic: at most 32 URL-safe characters). */
export function conversationTopic(conversationId: string): string {
  return conversationId.replace(/[^A-Za-z0-9]/g, '').slice(0, 32);
}

/** Any text a notification shows: e-mail addresses and phone numbers replaced by PUSH_TEXTS.hidden. */
export function withoutContactDetails(text: string): string {
  return text.replace(EMAIL, PUSH_TEXTS.hidden).replace(PHONE, PUSH_TEXTS.hidden);
}
