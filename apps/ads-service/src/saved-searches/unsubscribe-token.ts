import { createHmac, timingSafeEqual } from 'node:crypto';

// A token names one saved search and is signed with SESSION_SECRET, so the link in a mail works without login and
// nobody can make one for another's search. It does not expire: an old alert's link must still stop the alerts.
const mac = (secret: string, id: number) => createHmac('sha256', secret).update(`saved-search-unsubscribe:${id}`).digest('base64url');

export function unsubscribeToken(secret: string, id: number): string {
  return `${id}.${mac(secret, id)}`;
}

/** The saved search's id when the token is exactly the one made for it; else null. */
export function readUnsubscribeToken(secret: string, token: string): number | null {
  const match = /^([1-9][0-9]{0,9})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const id = Number(match[1]);
  const expected = Buffer.from(mac(secret, id));
  const given = Buffer.from(match[2]);
  return expected.length === given.length && timingSafeEqual(expected, given) ? id : null;
}
