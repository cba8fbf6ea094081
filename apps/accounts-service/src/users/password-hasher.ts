import { randomBytes, scrypt, type ScryptOptions, timingSafeEqual } from 'node:crypto';
import { hash as argon2Hash, verify as argon2Verify } from '@node-rs/argon2';

// argon2id with OWASP's first recommended setting (19 MiB, 2 passes, 1 lane). It runs on libuv's thread pool,
// so a login does not hold up other requests. Older accounts still carry scrypt hashes ('scrypt$N$r$p$salt$hash');
// they are checked as before and replaced at the next successful login (needsRehash).
const ARGON2ID = 2; // Algorithm.Argon2id: a const enum, which isolated-module builds cannot import
const ARGON2_OPTIONS = { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;
const ARGON2_PREFIX = '$argon2id$v=19$m=19456,t=2,p=1$';
const SCRYPT_MAX_MEMORY = 64 * 1024 * 1024;

export function hashPassword(password: string): Promise<string> {
  return argon2Hash(password.normalize('NFKC'), ARGON2_OPTIONS);
}

/** Constant-time check of a password against a stored hash of either kind; a malformed hash never matches. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  if (stored.startsWith('$argon2')) {
    try {
      return await argon2Verify(stored, password.normalize('NFKC'));
    } catch {
      return false;
    }
  }
  return verifyScrypt(password, stored);
}

/** True for a hash made with older or weaker settings than today's. */
export function needsRehash(stored: string): boolean {
  return !stored.startsWith(ARGON2_PREFIX);
}

/**
 * A hash of a random password, checked against when the e-mail is unknown: the answer then takes as long as
 * for a wrong password, so timing does not tell whether an account exists.
 */
export const dummyHash: Promise<string> = hashPassword(randomBytes(16).toString('hex'));

async function verifyScrypt(password: string, stored: string): Promise<boolean> {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [N, r, p] = parts.slice(1, 4).map(Number);
  if (![N, r, p].every((n) => Number.isInteger(n) && n > 0)) return false;
  const salt = Buffer.from(parts[4], 'base64');
  const expected = Buffer.from(parts[5], 'base64');
  if (!salt.length || !expected.length) return false;
  const actual = await new Promise<Buffer>((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, expected.length, { N, r, p, maxmem: SCRYPT_MAX_MEMORY } as ScryptOptions, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
  return timingSafeEqual(actual, expected);
}
