import { createHash, randomBytes } from 'node:crypto';

/** 32 random bytes, URL-safe: a session token or a link token. */
export const randomToken = (): string => randomBytes(32).toString('base64url');

/** What the database keeps of a token: its SHA-256 (a token has 256 bits of entropy, so no salt is needed). */
export const tokenHash = (token: string): Buffer => createHash('sha256').update(token).digest();
