import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ACCOUNT_MESSAGES as M, ACCOUNT_SUBJECTS as S, EVENT_SUBJECTS, type LoginResponse, type UserMailEvent } from '@surimarkt/contracts';
import { DEMO_USER, EventBus, MailerService } from '@surimarkt/server';
import { readMailFiles, startTestService, useServiceUnderTest } from '@surimarkt/server/testing';
import { AppModule } from '../app.module';
import { seedDemoUser } from '../users/seed-demo-user';
import { MAILS_PER_HOUR } from './recipient-mail.service';

// Our mail as a weapon (security round three): however often someone asks, an address gets a few mails of a kind an hour.
describe('accounts-service: mails per recipient and kind', () => {
  let mailDir: string;
  const svc = useServiceUnderTest(async () => {
    mailDir = await mkdtemp(path.join(tmpdir(), 'surimarkt-mail-quota-'));
    process.env.MAIL_DIR = mailDir;
    process.env.PUBLIC_URL = 'https://surimarkt.test';
    const app = await startTestService({ service: 'accounts', module: AppModule, afterMigrate: seedDemoUser });
    return { app, stop: async () => (await app.close(), await rm(mailDir, { recursive: true, force: true })) };
  });
  const ask = <T>(subject: string, data: unknown) => svc.client.ask<T>(subject, data);
  const mailsTo = async (email: string, about: RegExp) => {
    await svc.app.get(MailerService).idle();
    return (await readMailFiles(mailDir)).filter((m) => m.includes(`To: ${email}`) && about.test(m));
  };

  it('sends three reset mails an hour to one address however many are asked for, with the same answer each time', async () => {
    const answers = await Promise.all(Array.from({ length: 20 }, () => ask(S.forgotPassword, { email: DEMO_USER.email })));
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    expect(await mailsTo(DEMO_USER.email, /reset-password\?token=/)).toHaveLength(MAILS_PER_HOUR['reset-password']);
  });

  it('sends the activation mail and two resends, then says in Dutch to wait, sending nothing more', async () => {
    const email = 'nieuw@example.sr';
    await ask(S.register, { firstName: 'Nina', lastName: 'Kromo', email, password: 'Geheim12!', confirmPassword: 'Geheim12!' });
    const { user } = await ask<LoginResponse>(S.login, { email, password: 'Geheim12!' });
    for (let i = 0; i < 2; i++) await ask(S.resendVerification, { userId: user.id });
    await expect(ask(S.resendVerification, { userId: user.id })).rejects.toEqual(
      expect.objectContaining({ code: 'TOO_MANY_REQUESTS', message: M.mailTooMany }),
    );
    expect(await mailsTo(email, /email-verified\?token=/)).toHaveLength(3);
  });

  it('sends a seller four unread-message mails an hour, while mails of other kinds still arrive', async () => {
    const bus = svc.app.get(EventBus);
    const event = (kind: UserMailEvent['kind'], subject: string): UserMailEvent => ({
      eventId: randomUUID(),
      userId: DEMO_USER.id,
      kind,
      subject,
      text: 'Je hebt een ongelezen bericht.',
      content: { heading: subject, paragraphs: ['Je hebt een ongelezen bericht.'] },
    });
    for (let i = 0; i < 12; i++) await bus.publish(EVENT_SUBJECTS.userMail, event('unread-message', `Ongelezen bericht ${i}`));
    await bus.publish(EVENT_SUBJECTS.userMail, event('notice', 'Je advertentie is goedgekeurd'));
    for (let i = 0; i < 50 && (await mailsTo(DEMO_USER.email, /goedgekeurd/)).length === 0; i++)
      await new Promise((r) => setTimeout(r, 100));
    // The events are handled in turn: once the last one has been mailed, the earlier ones have been decided.
    expect(await mailsTo(DEMO_USER.email, /Subject: Je advertentie is goedgekeurd/)).toHaveLength(1);
    expect(await mailsTo(DEMO_USER.email, /Subject: Ongelezen bericht/)).toHaveLength(MAILS_PER_HOUR['unread-message']);
  });
});
