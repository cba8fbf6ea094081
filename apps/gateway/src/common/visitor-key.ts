import { createHash } from 'node:crypto';
import { type Request } from 'express';
import { clientIp } from './client-ip';

/** Browsers told apart behind one address: a few phones of a household count apart, a script's many names do not. */
export const BROWSERS_PER_ADDRESS = 3;

/**
 * Who a request is from, for counting an ad's views once per visitor and day: a logged-in user by id, else the address
 * with one of BROWSERS_PER_ADDRESS browser groups (phones behind one address stay apart, yet forty made-up browser
 * names from one address count as three visitors at most). The same key the analytics-service makes for its events.
 */
export function visitorKey(req: Request & { user?: { id: string } }): string {
  if (req.user) return `u:${req.user.id}`;
  const group =
    createHash('sha256')
      .update(req.headers['user-agent'] ?? '')
      .digest()
      .readUInt32BE(0) % BROWSERS_PER_ADDRESS;
  return `a:${createHash('sha256')
    .update(`${clientIp(req)}\n${group}`)
    .digest('hex')
    .slice(0, 32)}`;
}

/** The browser a request comes from (its user agent), hashed: two accounts in one browser are one person to a rule. */
export function browserKey(req: Request): string {
  return createHash('sha256')
    .update(req.headers['user-agent'] ?? '')
    .digest('hex')
    .slice(0, 32);
}
