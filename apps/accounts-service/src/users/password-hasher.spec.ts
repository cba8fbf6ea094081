import { hashPassword, verifyPassword } from './password-hasher';

describe('password hasher', () => {
  it('accepts the right password and refuses a wrong one, without keeping the plaintext', async () => {
    const hash = await hashPassword('Geheim123!');
    expect(hash).not.toContain('Geheim123!');
    expect(hash).toMatch(/^scrypt\$32768\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    await expect(verifyPassword('Geheim123!', hash)).resolves.toBe(true);
    await expect(verifyPassword('geheim123!', hash)).resolves.toBe(false);
    await expect(verifyPassword('', hash)).resolves.toBe(false);
  });

  it('salts every hash, so equal passwords give different hashes', async () => {
    const [a, b] = await Promise.all([hashPassword('Zelfde1!'), hashPassword('Zelfde1!')]);
    expect(a).not.toBe(b);
  });

  it('never matches a malformed stored hash', async () => {
    for (const stored of ['', 'Geheim123!', 'scrypt$x$8$1$abc$def', 'bcrypt$1$2$3$4$5', 'scrypt$32768$8$1$$']) {
      await expect(verifyPassword('Geheim123!', stored)).resolves.toBe(false);
    }
  });
});
