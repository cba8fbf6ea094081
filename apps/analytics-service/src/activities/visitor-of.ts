import { createHash } from 'node:crypto';

/** Browsers told apart behind one address (as the gateway's visitorKey): made-up browser names count three at most. */
const BROWSERS_PER_ADDRESS = 3;

/**
 * Who an event is from, for counting each visitor once: a logged-in user by id, else the address together with one
 * of three browser groups (a household behind one address on different phones stays several visitors, a script
 * sending forty browser names is three). A hash: the raw address and browser go after 30 days, the key may stay.
 */
export function visitorOf(event: { userId?: string | null; ipAddress: string; userAgent?: string | null }): string {
  if (event.userId) return `u:${event.userId}`;
  const group =
    createHash('sha256')
      .update(event.userAgent ?? '')
      .digest()
      .readUInt32BE(0) % BROWSERS_PER_ADDRESS;
  return `a:${createHash('sha256').update(`${event.ipAddress}\n${group}`).digest('hex').slice(0, 32)}`;
}
