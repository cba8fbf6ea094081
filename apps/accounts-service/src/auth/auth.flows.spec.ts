import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  ACCOUNT_MESSAGES as M,
  ACCOUNT_SUBJECTS as S,
  type AccountUser,
  type LoginResponse,
  type MessageResponse,
  type RegisterResponse,
} from '@surimarkt/contracts';
import { DEMO_USER, MailerService } from '@surimarkt/server';
import { expectHealthy, readMailFiles, startTestService, useServiceUnderTest } from '@surimarkt/server/testing';
import { DataSource } from 'typeorm';
import { AppModule } from '../app.module';
import { seedDemoUser } from '../users/seed-demo-user';

/** What a service refusal looks like to a NATS client: the payload of the RpcException. */
const refusal = (code: string, message: string, errors?: Record<string, string>) =>
  expect.objectContaining({ code, message, ...(errors ? { errors: expect.objectContaining(errors) } : {}) });

describe('accounts-service: registration, login, sessions and passwords', () => {
  let mailDir: string;
  const svc = useServiceUnderTest(async () => {
    mailDir = await mkdtemp(path.join(tmpdir(), 'surimarkt-auth-mail-'));
    process.env.MAIL_DIR = mailDir;
    process.env.PUBLIC_URL = 'https://surimarkt.test';
    const app = await startTestService({ service: 'accounts', module: AppModule, afterMigrate: seedDemoUser });
    return {
      app,
      stop: async () => {
        await app.close();
        await rm(mailDir, { recursive: true, force: true });
      },
    };
  });
  const ask = <T>(subject: string, data: unknown) => svc.client.ask<T>(subject, data);
  const db = () => svc.app.get(DataSource);

  /** The link of the newest mail to the address, after the background sends have finished. */
  async function linkMailedTo(email: string, pathname: string): Promise<string> {
    await svc.app.get(MailerService).idle();
    for (const mail of (await readMailFiles(mailDir)).reverse()) {
      if (!mail.includes(`To: ${email}`)) continue;
      const match = mail.match(new RegExp(`https://surimarkt\\.test${pathname}\\?token=([A-Za-z0-9_-]+)`));
      if (match) return match[1];
    }
    throw new Error(`no ${pathname} mail to ${email}`);
  }

  const valid = { firstName: 'Sandra', lastName: 'Pinas', email: 'Sandra@Example.SR', password: 'Geheim12!', confirmPassword: 'Geheim12!' };

  it('migrates with its new tables', async () => {
    await expectHealthy(svc.client, 'accounts', 3);
  });

  describe('register', () => {
    it('refuses each broken rule with the Dutch message of the spec, and stores nothing', async () => {
      const cases: [Record<string, unknown>, string, string][] = [
        [{ firstName: ' ' }, 'firstName', M.firstNameRequired],
        [{ lastName: '' }, 'lastName', M.lastNameRequired],
        [{ email: 'geen-adres' }, 'email', M.emailInvalid],
        [{ password: 'Kort1!', confirmPassword: 'Kort1!' }, 'password', M.passwordMinLength],
        [{ password: 'geheim12!', confirmPassword: 'geheim12!' }, 'password', M.passwordUppercase],
        [{ password: 'GEHEIM12!', confirmPassword: 'GEHEIM12!' }, 'password', M.passwordLowercase],
        [{ password: 'Geheimpje!', confirmPassword: 'Geheimpje!' }, 'password', M.passwordDigit],
        [{ password: 'Geheim123', confirmPassword: 'Geheim123' }, 'password', M.passwordSpecial],
        [{ confirmPassword: 'Geheim12?' }, 'confirmPassword', M.passwordsDoNotMatch],
        [{ firstName: 'San\u0000dra' }, 'firstName', 'Bevat ongeldige tekens'],
      ];
      for (const [change, field, message] of cases) {
        await expect(ask(S.register, { ...valid, ...change })).rejects.toEqual(
          refusal('VALIDATION', expect.any(String), { [field]: message }),
        );
      }
      expect(await db().query(`SELECT count(*)::int AS n FROM accounts.users WHERE email ILIKE 'sandra%'`)).toEqual([{ n: 0 }]);
    });

    it('creates an unverified account with an argon2id hash and mails an activation link', async () => {
      const reply = await ask<RegisterResponse>(S.register, valid);
      expect(reply).toEqual({ success: true, needsVerification: true, message: M.registered });
      const [row] = await db().query(
        `SELECT email, is_email_verified, password_hash FROM accounts.users WHERE email = 'sandra@example.sr'`,
      );
      expect(row).toMatchObject({ is_email_verified: false, password_hash: expect.stringMatching(/^\$argon2id\$/) });
      expect(await linkMailedTo('sandra@example.sr', '/email-verified')).toHaveLength(43);
    });

    it('answers a second registration of an address as the first, makes no account, and mails the owner instead', async () => {
      const reply = await ask<RegisterResponse>(S.register, { ...valid, firstName: 'Indringer', email: 'SANDRA@example.sr' });
      expect(reply).toEqual({ success: true, needsVerification: true, message: M.registered });
      expect(await db().query(`SELECT first_name FROM accounts.users WHERE lower(email) = 'sandra@example.sr'`)).toEqual([
        { first_name: 'Sandra' },
      ]);
      await svc.app.get(MailerService).idle();
      const mails = (await readMailFiles(mailDir)).filter((m) => m.includes('To: sandra@example.sr') && m.includes('al een account'));
      expect(mails).toHaveLength(1);
      expect(mails[0]).toContain('https://surimarkt.test/auth');
    });

    it('says to confirm the address only to whoever knows the password; a stranger learns nothing', async () => {
      await expect(ask(S.login, { email: 'sandra@example.sr', password: 'Fout12!!' })).rejects.toEqual(
        refusal('UNAUTHORIZED', 'E-mailadres of wachtwoord klopt niet. Controleer je wachtwoord of kies "Wachtwoord vergeten".'),
      );
      const reply = await ask<LoginResponse>(S.login, { email: 'sandra@example.sr', password: 'Geheim12!' });
      expect(reply).toMatchObject({
        success: true,
        message: 'Ingelogd. Bevestig nog je e-mailadres met de link uit onze e-mail; daarna kun je advertenties plaatsen en bieden.',
        user: { isEmailVerified: false },
      });
    });

    it('activates the account once from the mailed link, and logs in', async () => {
      const token = await linkMailedTo('sandra@example.sr', '/email-verified');
      const reply = await ask<LoginResponse>(S.verifyEmail, { token });
      expect(reply).toMatchObject({
        success: true,
        message: M.emailVerified,
        user: { email: 'sandra@example.sr', isEmailVerified: true, username: 'sandra' },
      });
      const { user } = await ask<{ user: AccountUser }>(S.session, { token: reply.token });
      expect(user.firstName).toBe('Sandra');
      // Opened again (a second tap, a mail app's preview): already confirmed, and no second login from the link.
      await expect(ask(S.verifyEmail, { token })).rejects.toEqual(
        refusal('CONFLICT', 'Je account is al bevestigd. Log in met je e-mailadres en wachtwoord.'),
      );
      await expect(ask(S.verifyEmail, { token: 'x'.repeat(43) })).rejects.toEqual(refusal('BAD_REQUEST', M.verificationInvalid));
    });
  });

  describe('login and sessions', () => {
    it('logs in with the right password in any e-mail case, and the session knows the user', async () => {
      const reply = await ask<LoginResponse>(S.login, { email: 'sandra@example.sr', password: 'Geheim12!' });
      expect(reply).toMatchObject({ success: true, message: M.loggedIn, token: expect.any(String), user: { firstName: 'Sandra' } });
      expect(JSON.stringify(reply)).not.toContain('argon2');
      expect((await ask<{ user: AccountUser }>(S.session, { token: reply.token })).user.email).toBe('sandra@example.sr');
    });

    it('answers a wrong password and an unknown address alike', async () => {
      await expect(ask(S.login, { email: 'sandra@example.sr', password: 'Fout12!!' })).rejects.toEqual(
        refusal('UNAUTHORIZED', M.loginFailed),
      );
      await expect(ask(S.login, { email: 'niemand@example.sr', password: 'Fout12!!' })).rejects.toEqual(
        refusal('UNAUTHORIZED', M.loginFailed),
      );
    });

    it('refuses an account for a while after five failures, even with the right password', async () => {
      await db().query('DELETE FROM accounts.login_attempts');
      for (let i = 0; i < 5; i++) {
        await expect(ask(S.login, { email: 'sandra@example.sr', password: `Fout${i}12!` })).rejects.toEqual(
          refusal('UNAUTHORIZED', M.loginFailed),
        );
      }
      await expect(ask(S.login, { email: 'sandra@example.sr', password: 'Geheim12!' })).rejects.toEqual(
        refusal('TOO_MANY_REQUESTS', M.loginThrottled),
      );
      // Another account from the same address is not locked out.
      await expect(ask<LoginResponse>(S.login, { email: DEMO_USER.email, password: DEMO_USER.password })).resolves.toMatchObject({
        success: true,
      });
      await db().query('DELETE FROM accounts.login_attempts');
    }, 20_000);

    it('upgrades an old scrypt hash to argon2id at the next login', async () => {
      const [before] = await db().query('SELECT password_hash FROM accounts.users WHERE id = $1', [DEMO_USER.id]);
      expect(before.password_hash).toMatch(/^\$argon2id\$/); // seeded with today's hasher
      const legacy =
        'scrypt$32768$8$1$c2FsdHNhbHRzYWx0c2FsdA==$' +
        (await import('node:crypto'))
          .scryptSync(DEMO_USER.password, Buffer.from('c2FsdHNhbHRzYWx0c2FsdA==', 'base64'), 64, {
            N: 32768,
            r: 8,
            p: 1,
            maxmem: 64 * 1024 * 1024,
          })
          .toString('base64');
      await db().query('UPDATE accounts.users SET password_hash = $2 WHERE id = $1', [DEMO_USER.id, legacy]);
      await ask(S.login, { email: DEMO_USER.email, password: DEMO_USER.password });
      const [after] = await db().query('SELECT password_hash FROM accounts.users WHERE id = $1', [DEMO_USER.id]);
      expect(after.password_hash).toMatch(/^\$argon2id\$/);
    });

    it('ends a session at logout, and stores only a hash of its token', async () => {
      const { token } = await ask<LoginResponse>(S.demoLogin, {});
      expect(await db().query('SELECT count(*)::int AS n FROM accounts.sessions WHERE token_hash = $1', [Buffer.from(token)])).toEqual([
        { n: 0 },
      ]);
      await ask<MessageResponse>(S.logout, { token });
      expect(await ask(S.session, { token })).toEqual({ user: null });
      expect(await ask(S.session, { token: 'verzonnen' })).toEqual({ user: null });
    });
  });

  describe('changing the e-mail address', () => {
    const person = { firstName: 'Kiran', lastName: 'Doe', password: 'Geheim12!', confirmPassword: 'Geheim12!' };

    it('confirms only the address a link was mailed to: an old link does not confirm a new address', async () => {
      await ask(S.register, { ...person, email: 'kiran-a@example.sr' });
      const oldLink = await linkMailedTo('kiran-a@example.sr', '/email-verified');
      const { user } = await ask<LoginResponse>(S.login, { email: 'kiran-a@example.sr', password: 'Geheim12!' });
      const profile = { userId: user.id, firstName: 'Kiran', lastName: 'Doe', location: 'Paramaribo', email: 'kiran-b@example.sr' };

      await expect(ask(S.updateProfile, profile)).rejects.toEqual(
        refusal('VALIDATION', M.currentPasswordForEmail, { currentPassword: M.currentPasswordForEmail }),
      );
      await expect(ask(S.updateProfile, { ...profile, currentPassword: 'Verkeerd1!' })).rejects.toEqual(
        refusal('VALIDATION', M.currentPasswordWrong, { currentPassword: M.currentPasswordWrong }),
      );
      const changed = await ask<{ message: string; user: AccountUser }>(S.updateProfile, { ...profile, currentPassword: 'Geheim12!' });
      expect(changed).toMatchObject({ message: M.emailChangePending, user: { email: 'kiran-b@example.sr', isEmailVerified: false } });

      // The link mailed to the old address confirms nothing now.
      await expect(ask(S.verifyEmail, { token: oldLink })).rejects.toEqual(refusal('BAD_REQUEST', M.verificationInvalid));
      const stored = await db().query(`SELECT email, is_email_verified FROM accounts.users WHERE id = $1`, [user.id]);
      expect(stored).toEqual([{ email: 'kiran-b@example.sr', is_email_verified: false }]);

      // The old address is told; the new address gets its own link, which confirms it.
      await svc.app.get(MailerService).idle();
      const mails = await readMailFiles(mailDir);
      expect(mails.some((m) => m.includes('To: kiran-a@example.sr') && m.includes('kiran-b@example.sr'))).toBe(true);
      const newLink = await linkMailedTo('kiran-b@example.sr', '/email-verified');
      expect(await ask(S.verifyEmail, { token: newLink })).toMatchObject({ user: { email: 'kiran-b@example.sr', isEmailVerified: true } });
    });

    it('does not let a reset link mailed to the old address confirm the new one', async () => {
      await ask(S.register, { ...person, email: 'noor-a@example.sr', firstName: 'Noor' });
      const { user } = await ask<LoginResponse>(S.login, { email: 'noor-a@example.sr', password: 'Geheim12!' });
      await ask(S.forgotPassword, { email: 'noor-a@example.sr' });
      const reset = await linkMailedTo('noor-a@example.sr', '/reset-password');
      const profile = { userId: user.id, firstName: 'Noor', lastName: 'Doe', location: 'Wanica', email: 'noor-b@example.sr' };
      await ask(S.updateProfile, { ...profile, currentPassword: 'Geheim12!' });
      // Every link that went to the old address stopped working with the change.
      await expect(ask(S.resetPassword, { token: reset, newPassword: 'Nieuw123!' })).rejects.toEqual(
        refusal('BAD_REQUEST', M.resetLinkInvalid),
      );
      const [row] = await db().query(`SELECT is_email_verified FROM accounts.users WHERE id = $1`, [user.id]);
      expect(row.is_email_verified).toBe(false);
    });
  });

  describe('forgot, reset and change password', () => {
    it('answers forgot-password the same for a known and an unknown address, and mails only the known one', async () => {
      const known = await ask<MessageResponse>(S.forgotPassword, { email: 'sandra@example.sr' });
      const unknown = await ask<MessageResponse>(S.forgotPassword, { email: 'niemand@example.sr' });
      expect(known).toEqual(unknown);
      expect(known.message).toBe(M.resetLinkSent);
      await expect(linkMailedTo('niemand@example.sr', '/reset-password')).rejects.toThrow();
      await expect(ask(S.forgotPassword, { email: '' })).rejects.toEqual(refusal('VALIDATION', M.emailRequired));
    });

    it('resets with the mailed link once, as the spec calls it, ends every session, and the new password works', async () => {
      const session = await ask<LoginResponse>(S.login, { email: 'sandra@example.sr', password: 'Geheim12!' });
      await ask(S.forgotPassword, { email: 'sandra@example.sr' });
      const token = await linkMailedTo('sandra@example.sr', '/reset-password');
      // The reset form's own wording of the length rule (accounts spec 5), not registration's.
      await expect(ask(S.resetPassword, { token, newPassword: 'kort' })).rejects.toEqual(
        refusal('VALIDATION', M.resetPasswordMinLength, { newPassword: M.resetPasswordMinLength }),
      );
      await expect(ask(S.resetPassword, { token, newPassword: 'Nieuw123!', confirmPassword: 'Nieuw123?' })).rejects.toEqual(
        refusal('VALIDATION', expect.any(String), { confirmPassword: M.passwordsDoNotMatch }),
      );
      // The spec's call: {token, newPassword}; the confirmation is checked only when it is sent.
      expect(await ask(S.resetPassword, { token, newPassword: 'Nieuw123!' })).toEqual({
        success: true,
        message: M.passwordReset,
      });
      await expect(ask(S.resetPassword, { token, newPassword: 'Ander123!', confirmPassword: 'Ander123!' })).rejects.toEqual(
        refusal('BAD_REQUEST', M.resetLinkInvalid),
      );
      expect(await ask(S.session, { token: session.token })).toEqual({ user: null });
      await expect(ask(S.login, { email: 'sandra@example.sr', password: 'Geheim12!' })).rejects.toEqual(
        refusal('UNAUTHORIZED', M.loginFailed),
      );
      await expect(ask(S.login, { email: 'sandra@example.sr', password: 'Nieuw123!' })).resolves.toMatchObject({ success: true });
    });

    it('changes the password after checking the current one, keeping this session and ending the others', async () => {
      const here = await ask<LoginResponse>(S.login, { email: 'sandra@example.sr', password: 'Nieuw123!' });
      const elsewhere = await ask<LoginResponse>(S.login, { email: 'sandra@example.sr', password: 'Nieuw123!' });
      const userId = here.user.id;
      await expect(
        ask(S.changePassword, { userId, token: here.token, currentPassword: '', newPassword: 'Ander123!', confirmPassword: 'Ander123!' }),
      ).rejects.toEqual(refusal('VALIDATION', expect.any(String), { currentPassword: M.currentPasswordRequired }));
      await expect(
        ask(S.changePassword, { userId, token: here.token, currentPassword: 'Nieuw123!', newPassword: 'Abc1!', confirmPassword: 'Abc1!' }),
      ).rejects.toEqual(refusal('VALIDATION', expect.any(String), { newPassword: M.newPasswordMinLength }));
      await expect(
        ask(S.changePassword, { userId, token: here.token, currentPassword: 'Nieuw123!', newPassword: 'Ander123!', confirmPassword: '' }),
      ).rejects.toEqual(refusal('VALIDATION', expect.any(String), { confirmPassword: M.confirmPasswordRequired }));
      await expect(
        ask(S.changePassword, {
          userId,
          token: here.token,
          currentPassword: 'Fout123!',
          newPassword: 'Ander123!',
          confirmPassword: 'Ander123!',
        }),
      ).rejects.toEqual(refusal('VALIDATION', M.currentPasswordWrong));
      expect(
        await ask(S.changePassword, {
          userId,
          token: here.token,
          currentPassword: 'Nieuw123!',
          newPassword: 'Ander123!',
          confirmPassword: 'Ander123!',
        }),
      ).toEqual({ success: true, message: M.passwordChanged });
      expect((await ask<{ user: AccountUser | null }>(S.session, { token: here.token })).user?.id).toBe(userId);
      expect(await ask(S.session, { token: elsewhere.token })).toEqual({ user: null });
    });
  });
});
