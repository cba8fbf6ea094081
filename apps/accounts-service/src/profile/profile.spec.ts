import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  ACCOUNT_MESSAGES as M,
  ACCOUNT_SUBJECTS as S,
  ADS_SUBJECTS,
  type AccountUser,
  type LoginResponse,
  type NotificationSettings,
  type UserUpdatedResponse,
} from '@surimarkt/contracts';
import { DEMO_USER } from '@surimarkt/server';
import { startResponder, startTestService, useServiceUnderTest } from '@surimarkt/server/testing';
import { DataSource } from 'typeorm';
import { AppModule } from '../app.module';
import { seedDemoUser } from '../users/seed-demo-user';

const refusal = (code: string, message: string, errors?: Record<string, string>) =>
  expect.objectContaining({ code, message, ...(errors ? { errors: expect.objectContaining(errors) } : {}) });

describe('accounts-service: profile, phone verification, settings and deletion', () => {
  let smsDir: string;
  const svc = useServiceUnderTest(async () => {
    smsDir = await mkdtemp(path.join(tmpdir(), 'surimarkt-sms-'));
    process.env.SMS_DIR = smsDir;
    const app = await startTestService({ service: 'accounts', module: AppModule, afterMigrate: seedDemoUser });
    return {
      app,
      stop: async () => {
        await app.close();
        await rm(smsDir, { recursive: true, force: true });
      },
    };
  });
  const ask = <T>(subject: string, data: unknown) => svc.client.ask<T>(subject, data);
  const userId = DEMO_USER.id;
  const profile = {
    firstName: 'Demo',
    lastName: 'Gebruiker',
    email: DEMO_USER.email,
    phone: DEMO_USER.phone,
    location: 'Wanica',
    bio: 'Verkoopt fietsen.\nEn meer.',
  };

  async function lastSmsCode(): Promise<string> {
    const files = (await readdir(smsDir)).sort();
    const text = await readFile(path.join(smsDir, files[files.length - 1]), 'utf8');
    return /verificatiecode is (\d{6})/.exec(text)![1];
  }

  it('updates the profile with the spec messages for a missing location or name', async () => {
    await expect(ask(S.updateProfile, { userId, ...profile, location: ' ' })).rejects.toEqual(
      refusal('VALIDATION', M.locationRequired, { location: M.locationRequired }),
    );
    await expect(ask(S.updateProfile, { userId, ...profile, firstName: '' })).rejects.toEqual(refusal('VALIDATION', M.firstNameRequired));
    const reply = await ask<UserUpdatedResponse>(S.updateProfile, { userId, ...profile });
    expect(reply).toMatchObject({
      success: true,
      message: M.profileUpdated,
      user: { location: 'Wanica', bio: 'Verkoopt fietsen.\nEn meer.', isEmailVerified: true },
    });
  });

  it('asks for a new confirmation when the e-mail address changes, and refuses one that is taken', async () => {
    await ask(S.register, {
      firstName: 'Ander',
      lastName: 'Iemand',
      email: 'ander@example.sr',
      password: 'Geheim12!',
      confirmPassword: 'Geheim12!',
    });
    const currentPassword = DEMO_USER.password;
    await expect(ask(S.updateProfile, { userId, ...profile, email: 'ANDER@example.sr', currentPassword })).rejects.toEqual(
      refusal('CONFLICT', M.emailTaken),
    );
    const reply = await ask<UserUpdatedResponse>(S.updateProfile, { userId, ...profile, email: 'demo2@surimarkt.sr', currentPassword });
    expect(reply).toMatchObject({ message: M.emailChangePending, user: { email: 'demo2@surimarkt.sr', isEmailVerified: false } });
    await ask(S.updateProfile, { userId, ...profile, currentPassword });
  });

  it('verifies a phone with the 6-digit SMS code, allowing five tries', async () => {
    // Codes go to confirmed accounts only: the address changed back above is confirmed again, as its mailed link would.
    await svc.app.get(DataSource).query(`UPDATE accounts.users SET is_email_verified = true WHERE id = $1`, [userId]);
    await expect(ask(S.verifyPhone, { userId, phone: '' })).rejects.toEqual(refusal('VALIDATION', M.phoneRequired));
    expect(await ask(S.verifyPhone, { userId, phone: '+597 8765432' })).toEqual({ success: true, message: M.codeSent });
    const code = await lastSmsCode();
    const wrong = code === '000000' ? '111111' : '000000';
    await expect(ask(S.verifyPhone, { userId, phone: '+597 8765432', code: wrong })).rejects.toEqual(refusal('VALIDATION', M.codeInvalid));
    const reply = await ask<UserUpdatedResponse>(S.verifyPhone, { userId, phone: '+597 8765432', code });
    expect(reply).toMatchObject({ message: M.phoneVerified, user: { phone: '+597 8765432', isPhoneVerified: true } });
    await expect(ask(S.verifyPhone, { userId, phone: '+597 8765432', code })).rejects.toEqual(refusal('VALIDATION', M.codeInvalid));

    await ask(S.verifyPhone, { userId, phone: '+597 8111111' });
    const fresh = await lastSmsCode();
    const bad = fresh === '999999' ? '888888' : '999999';
    for (let i = 0; i < 5; i++)
      await expect(ask(S.verifyPhone, { userId, phone: '+597 8111111', code: bad })).rejects.toEqual(refusal('VALIDATION', M.codeInvalid));
    await expect(ask(S.verifyPhone, { userId, phone: '+597 8111111', code: fresh })).rejects.toEqual(
      refusal('VALIDATION', M.codeTooManyTries),
    );
  });

  it('refuses an expired code', async () => {
    await ask(S.verifyPhone, { userId, phone: '+597 8222222' });
    const code = await lastSmsCode();
    await svc.app.get(DataSource).query(`UPDATE accounts.phone_codes SET expires_at = now() - interval '1 second'`);
    await expect(ask(S.verifyPhone, { userId, phone: '+597 8222222', code })).rejects.toEqual(refusal('VALIDATION', M.codeExpired));
  });

  it('keeps the notification settings, with the spec defaults', async () => {
    expect(await ask<NotificationSettings>(S.getNotifications, { userId })).toEqual({
      emailNotifications: true,
      pushNotifications: true,
      marketingEmails: false,
    });
    const next = { emailNotifications: false, pushNotifications: true, marketingEmails: true };
    expect(await ask(S.setNotifications, { userId, ...next })).toEqual(next);
    expect(await ask(S.getNotifications, { userId })).toEqual(next);
    await expect(ask(S.setNotifications, { userId, ...next, marketingEmails: 'ja' })).rejects.toEqual(
      refusal('VALIDATION', expect.any(String)),
    );
  });

  it('deletes an account only with its password, its ads first, ending its sessions and removing its data', async () => {
    // The ads-service's part: it is asked to remove the owner's ads before the account goes.
    const ads = await startResponder(ADS_SUBJECTS.removeOwner, () => ({ response: { removed: 2 } }));
    const { token, user } = await ask<LoginResponse>(S.login, { email: 'ander@example.sr', password: 'Geheim12!' });
    await expect(ask(S.deleteAccount, { userId: user.id, password: 'Fout123!' })).rejects.toEqual(refusal('VALIDATION', M.passwordWrong));
    expect((await ask<{ user: AccountUser | null }>(S.session, { token })).user?.id).toBe(user.id);
    expect(await ask(S.deleteAccount, { userId: user.id, password: 'Geheim12!' })).toEqual({ success: true, message: M.accountDeleted });
    expect(await ask(S.session, { token })).toEqual({ user: null });
    const ds = svc.app.get(DataSource);
    expect(await ds.query(`SELECT count(*)::int AS n FROM accounts.users WHERE email = 'ander@example.sr'`)).toEqual([{ n: 0 }]);
    expect(await ds.query('SELECT count(*)::int AS n FROM accounts.user_tokens WHERE user_id = $1', [user.id])).toEqual([{ n: 0 }]);
    expect(ads.received.map((m) => m.data)).toEqual([{ userId: user.id }]);
    await ads.close();
  });
});
