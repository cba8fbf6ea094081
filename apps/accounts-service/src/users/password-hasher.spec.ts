import { randomBytes, scryptSync } from 'node:crypto';
import { hashPassword, needsRehash, verifyPassword } from './password-hasher';

/** A hash as the first release stored it (scrypt N=2^15, r=8, p=1). */
function legacyScryptHash(password: string): string {
  const salt = randomBytes(16);
  const key = scryptSync(password.normalize('NFKC'), salt, 64, { N: 32768, r: 8, p: 1, maxmem: 64 * 1024 * 1024 });
  return ['scrypt', 32768, 8, 1, salt.toString('base64'), key.toString('base64')].join('$');
}

describe('password hasher', () => {
  it('hashes with argon2id at the OWASP setting, accepts the right password and refuses a wrong one', async () => {
    const hash = await hashPassword('Geheim123!');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(hash).not.toContain('Geheim123!');
    await expect(verifyPassword('Geheim123!', hash)).resolves.toBe(true);
    await expect(verifyPassword('geheim123!', hash)).resolves.toBe(false);
    await expect(verifyPassword('', hash)).resolves.toBe(false);
    expect(needsRehash(hash)).toBe(false);
  });

  it('still accepts the scrypt hashes of existing accounts, and marks them for an upgrade', async () => {
    const legacy = legacyScryptHash('Oud12345!');
    await expect(verifyPassword('Oud12345!', legacy)).resolves.toBe(true);
    await expect(verifyPassword('Oud12345?', legacy)).resolves.toBe(false);
    expect(needsRehash(legacy)).toBe(true);
  });

  it('salts every hash, so equal passwords give different hashes', async () => {
    const [a, b] = await Promise.all([hashPassword('Zelfde1!'), hashPassword('Zelfde1!')]);
    expect(a).not.toBe(b);
  });

  it('never matches a malformed stored hash', async () => {
    for (const stored of ['', 'Geheim123!', 'scrypt$x$8$1$abc$def', 'bcrypt$1$2$3$4$5', 'scrypt$32768$8$1$$', '$argon2id$v=19$kapot']) {
      await expect(verifyPassword('Geheim123!', stored)).resolves.toBe(false);
    }
  });
});
