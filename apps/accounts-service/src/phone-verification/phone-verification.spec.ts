import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  ACCOUNT_MESSAGES as M,
  ACCOUNT_SUBJECTS as S,
  EVENT_SUBJECTS,
  type LoginResponse,
  type OperatorAlertEvent,
} from '@surimarkt/contracts';
import { DEMO_USER, EventBus } from '@surimarkt/server';
import { startTestService, useServiceUnderTest } from '@surimarkt/server/testing';
import { DataSource } from 'typeorm';
import { AppModule } from '../app.module';
import { seedDemoUser } from '../users/seed-demo-user';

const refusal = (code: string, message: string) => expect.objectContaining({ code, message });

describe('accounts-service: where verification codes may go, and how many', () => {
  let smsDir: string;
  const svc = useServiceUnderTest(async () => {
    smsDir = await mkdtemp(path.join(tmpdir(), 'surimarkt-sms-limits-'));
    process.env.SMS_DIR = smsDir;
    process.env.SMS_MAX_PER_ADDRESS_HOUR = '4';
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
    // An address nobody confirmed gets no code at all.
    await expect(ask(S.verifyPhone, { userId: others[0], phone: '+597 8700000' })).rejects.toEqual(
      refusal('FORBIDDEN', M.smsEmailNotVerified),
    );
    await svc.app.get(DataSource).query(`UPDATE accounts.users SET is_email_verified = true WHERE id = ANY($1)`, [others]);
    for (const other of others.slice(0, 3)) await ask(S.verifyPhone, { userId: other, phone: '+597 8700000' });
    await expect(ask(S.verifyPhone, { userId: others[3], phone: '8700000' })).rejects.toEqual(refusal('TOO_MANY_REQUESTS', M.smsTooMany));
    expect(await sent()).toBe(6);
  });

  it('sends at most the ceiling of codes per client address an hour over all accounts, and alerts the operator once', async () => {
    const before = await sent();
    const users: string[] = [];
    for (let i = 0; i < 6; i++) {
      const email = `pomp${i}@example.sr`;
      await ask(S.register, { firstName: 'Pomp', lastName: `P${i}`, email, password: 'Geheim12!', confirmPassword: 'Geheim12!' });
      users.push((await ask<LoginResponse>(S.login, { email, password: 'Geheim12!' })).user.id);
    }
    await svc.app.get(DataSource).query(`UPDATE accounts.users SET is_email_verified = true WHERE id = ANY($1)`, [users]);
    const answers = await Promise.allSettled(
      users.map((userId, i) => ask(S.verifyPhone, { userId, phone: `+597 86000${i}0`, ip: '190.88.0.1' })),
    );
    expect(answers.filter((a) => a.status === 'fulfilled')).toHaveLength(4);
    expect(answers.filter((a) => a.status === 'rejected').map((a) => (a as PromiseRejectedResult).reason)).toEqual([
      refusal('TOO_MANY_REQUESTS', M.smsTooMany),
      refusal('TOO_MANY_REQUESTS', M.smsTooMany),
    ]);
    expect((await sent()) - before).toBe(4);
    // Another address is not held back by it.
    expect(await ask(S.verifyPhone, { userId: users[5], phone: '+597 8600099', ip: '190.88.0.2' })).toEqual({
      success: true,
      message: M.codeSent,
    });
    // The operator hears of it once (the moderation-service mails what this event says).
    const alerts: OperatorAlertEvent[] = [];
    await svc.app.get(EventBus).consume<OperatorAlertEvent>('test-operator-alerts', EVENT_SUBJECTS.operatorAlert, async (e) => {
      alerts.push(e);
    });
    for (let i = 0; i < 50 && alerts.length === 0; i++) await new Promise((r) => setTimeout(r, 100));
    await new Promise((r) => setTimeout(r, 300));
    expect(alerts.map((a) => a.subject)).toEqual(['Plafond van 4 sms-codes per uur van adres 190.88.0.1 bereikt']);
  });
});
