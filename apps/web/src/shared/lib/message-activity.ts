/**
 * A message was sent or received in this tab. The messages feature signals it, and the push feature offers
 * notifications then (after the first message, never at page load), through this browser event instead of an import.
 */
export const MESSAGE_ACTIVITY_EVENT = 'sm:message-activity';

export function reportMessageActivity(): void {
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(MESSAGE_ACTIVITY_EVENT));
}
