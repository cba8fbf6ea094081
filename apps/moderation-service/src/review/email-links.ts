import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { type EmailLinkAction } from '@surimarkt/contracts';

/** How long a one-click link in the operator's mail works. */
export const EMAIL_LINK_DAYS = 7;

const mac = (secret: string, action: EmailLinkAction, id: number, expires: number) =>
  createHmac('sha256', secret).update(`${action}:${id}:${expires}`).digest('base64url');

/** sig = "<expiry in unix seconds>.<HMAC-SHA256 of action, id and expiry>", so the link carries its own expiry. */
export function signEmailLink(secret: string, action: EmailLinkAction, id: number, now = Date.now()): string {
  const expires = Math.floor(now / 1000) + EMAIL_LINK_DAYS * 24 * 60 * 60;
  return `${expires}.${mac(secret, action, id, expires)}`;
}

/** True for an unaltered link that has not expired (whether it was used is the database's to say). */
export function verifyEmailLink(secret: string, action: EmailLinkAction, id: number, sig: string, now = Date.now()): boolean {
  const [expiresText, given] = sig.split('.');
  const expires = Number(expiresText);
  if (!Number.isSafeInteger(expires) || expires * 1000 < now || !given) return false;
  const expected = Buffer.from(mac(secret, action, id, expires));
  const actual = Buffer.from(given);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

export const linkHash = (sig: string) => createHash('sha256').update(sig).digest();
