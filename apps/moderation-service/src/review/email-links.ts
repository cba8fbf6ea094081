import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { type EmailLinkAction } from '@surimarkt/contracts';

/** How long a one-click link in the operator's mail works. */
export const EMAIL_LINK_DAYS = 7;

/** What a link means: this action on this submission of this ad, until this moment. */
export interface EmailLink {
  action: EmailLinkAction;
  id: number;
  /** The ad's submission the link was mailed for (review_queue.version): an edit makes earlier links void. */
  version: number;
  /** Unix seconds, always ten digits. */
  expires: number;
}

/** The only spelling of a signature: ten digits of expiry, a dot, the 43 characters of the base64url HMAC-SHA256. */
const SIGNATURE = /^(\d{10})\.[A-Za-z0-9_-]{43}$/;

const mac = (secret: string, link: EmailLink) =>
  createHmac('sha256', secret).update(`${link.action}:${link.id}:${link.version}:${link.expires}`).digest('base64url');

const signatureOf = (secret: string, link: EmailLink) => `${link.expires}.${mac(secret, link)}`;

/** sig = "<expiry in unix seconds>.<HMAC of action, id, version and expiry>", so the link carries its own expiry. */
export function signEmailLink(secret: string, link: Omit<EmailLink, 'expires'>, now = Date.now()): string {
  return signatureOf(secret, { ...link, expires: Math.floor(now / 1000) + EMAIL_LINK_DAYS * 24 * 60 * 60 });
}

/**
 * The link's meaning when sig is exactly the signature made for this action, ad and version and has not expired;
 * else null. The whole string is compared (in constant time), so no other spelling of the same numbers passes.
 */
export function readEmailLink(secret: string, link: Omit<EmailLink, 'expires'>, sig: string, now = Date.now()): EmailLink | null {
  const match = SIGNATURE.exec(sig);
  if (!match) return null;
  const meant = { ...link, expires: Number(match[1]) };
  if (meant.expires * 1000 < now) return null;
  const expected = Buffer.from(signatureOf(secret, meant));
  const given = Buffer.from(sig);
  return expected.length === given.length && timingSafeEqual(expected, given) ? meant : null;
}

/** A used link is remembered by what it means, however it was spelled. */
export const usedLinkKey = (link: EmailLink) =>
  createHash('sha256').update(`${link.action}:${link.id}:${link.version}:${link.expires}`).digest();
