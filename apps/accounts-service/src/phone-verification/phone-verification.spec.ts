import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ACCOUNT_MESSAGES as M, ACCOUNT_SUBJECTS as S, type LoginResponse } from '@surimarkt/contracts';
import { DEMO_USER } from '@surimarkt/server';
import { startTestService, useServiceUnderTest } from '@surimarkt/server/testing';
import { AppModule } from '../app.module';
import { seedDemoUser } from '../users/seed-demo-user';

const refusal = (code: string, message: string) => expect.objectContaining({ code, message });

describe('accounts-service: where verification codes may go, and how many', () => {
  let smsDir: string;
  const svc = useServiceUnderTest(async () => {
    smsDir = await mkdtemp(path.join(tmpdir(), 'surimarkt-sms-limits-'));
    process.env.SMS_DIR = smsDir;
    const app = await startTestService({ service: 'accounts', module: AppModule, afterMigrate: seedDemoUser });
    return { app, stop: async () => (await app.close(), await rm(smsDir, { recursive: true, force: true })) };
  });
  const ask = <T>(subject: string, data: unknown) => svc.client.ask<T>(subject, data);
  const sent = async () => (await readdir(smsDir)).length;
  const userId = DEMO_USER.id;

  it('sends no code to a premium-rate number, a number abroad or a landline, and says so in Dutch', async () => {
    for (const phone of ['+1 900 555 0123', '+44 909 8790000', '+31 906 1234567']) {
      await expect(ask(S.verifyPhone, { userId, phone })).rejects.toEqual(refusal('VALIDATION', M.smsPremiumRefused));
    }
    await expect(ask(S.verifyPhone, { userId, phone: '+31 6 12345678' })).rejects.toEqual(
      refusal('VALIDATION', M.smsCountryRefused(['+597'])),
    );
    await expect(ask(S.verifyPhone, { userId, phone: '+597 412345' })).rejects.toEqual(
      refusal('VALIDATION', M.smsCountryRefused(['+597'])),
    );
    expect(await sent()).toBe(0);
  });

  it('sends at most three codes an hour to one user, and three to one number whoever asks', async () => {
    for (const phone of ['8123401', '+597 8123402', '+5978123403']) {
      expect(await ask(S.verifyPhone, { userId, phone })).toEqual({ success: true, message: M.codeSent });
    }
    await expect(ask(S.verifyPhone, { userId, phone: '+597 8123404' })).rejects.toEqual(refusal('TOO_MANY_REQUESTS', M.smsTooMany));
    expect(await sent()).toBe(3);

    // Other accounts asking for codes to one number (someone else's phone) meet the number's own limit.
    const others: string[] = [];
    for (let i = 0; i < 4; i++) {
      await ask(S.register, {
        firstName: 'Rai',
        lastName: `S${i}`,
        email: `rai${i}@example.sr`,
        password: 'Geheim12!',
        confirmPassword: 'Geheim12!',
      });
      others.push((await ask<LoginResponse>(S.login, { email: `rai${i}@example.sr`, password: 'Geheim12!' })).user.id);
    }
    for (const other of others.slice(0, 3)) await ask(S.verifyPhone, { userId: other, phone: '+597 8700000' });
    await expect(ask(S.verifyPhone, { userId: others[3], phone: '8700000' })).rejects.toEqual(refusal('TOO_MANY_REQUESTS', M.smsTooMany));
    expect(await sent()).toBe(6);
  });
});
