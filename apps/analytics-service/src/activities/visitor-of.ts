import { createHash } from 'node:crypto';

/**
 * Who an event is from, for counting each visitor once: a logged-in user by id, else the address together with the
 * browser (a household behind one address on different phones stays several visitors). A hash: the raw address
 * and browser go after 30 days, the key may stay with the records.
 */
export function visitorOf(event: { userId?: string | null; ipAddress: string; userAgent?: string | null }): string {
  if (event.userId) return `u:${event.userId}`;
  return `a:${createHash('sha256')
    .update(`${event.ipAddress}\n${event.userAgent ?? ''}`)
    .digest('hex')
    .slice(0, 32)}`;
}
