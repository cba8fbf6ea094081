import { createHash } from 'node:crypto';

/** The key of a token in the caches and in cache notices: its SHA-256, so a token never travels between processes. */
export const tokenKey = (token: string): string => createHash('sha256').update(token).digest('hex');
