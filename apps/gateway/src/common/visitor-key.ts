import { createHash } from 'node:crypto';
import { type Request } from 'express';
import { clientIp } from './client-ip';

/**
 * Who a request is from, for counting an ad's views once per visitor and day: a logged-in user by id, else the address
 * with the browser (phones behind one address stay apart). The same key the analytics-service makes for its events.
 */
export function visitorKey(req: Request & { user?: { id: string } }): string {
  if (req.user) return `u:${req.user.id}`;
  const agent = req.headers['user-agent'] ?? '';
  return `a:${createHash('sha256')
    .update(`${clientIp(req)}\n${agent}`)
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
