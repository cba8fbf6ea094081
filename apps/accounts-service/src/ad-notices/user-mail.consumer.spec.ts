import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { EVENT_SUBJECTS, type UserMailEvent } from '@surimarkt/contracts';
import { DEMO_USER, EventBus, MailerService } from '@surimarkt/server';
import { mailParts, readMailFiles, startTestService, useServiceUnderTest } from '@surimarkt/server/testing';
import { DataSource } from 'typeorm';
import { AppModule } from '../app.module';
import { SessionsService } from '../sessions/sessions.service';
import { tokenHash } from '../users/token-hash';
import { seedDemoUser } from '../users/seed-demo-user';

describe('accounts-service: the mails other services ask for (userMail event)', () => {
  let mailDir: string;
  const svc = useServiceUnderTest(async () => {
    mailDir = await mkdtemp(path.join(tmpdir(), 'surimarkt-user-mail-'));
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

  /** Publishes the event as a producer's outbox does, and answers the mail it became. */
  async function mailFor(event: Omit<UserMailEvent, 'eventId' | 'userId'>): Promise<{ text: string; html: string }> {
    const before = (await readMailFiles(mailDir)).length;
    const published: UserMailEvent = { eventId: randomUUID(), userId: DEMO_USER.id, ...event };
    await svc.app.get(EventBus).publish(EVENT_SUBJECTS.userMail, published);
    for (let i = 0; i < 100; i++) {
      await svc.app.get(MailerService).idle();
      const mails = await readMailFiles(mailDir);
      if (mails.length > before) return mailParts(mails[mails.length - 1]);
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error('no mail sent');
  }

  it('sends the parts in the layout, with the greeting, escaped user text and why the user gets it', async () => {
    const { text, html } = await mailFor({
      subject: 'SuriMarkt: nieuw bod op "Gitaar <Yamaha>"',
      text: 'Ravi heeft SRD 400,00 geboden op je advertentie "Gitaar <Yamaha>".',
      content: {
        heading: 'Nieuw bod op je advertentie',
        paragraphs: ['Ravi heeft SRD 400,00 geboden op je advertentie "Gitaar <Yamaha>".'],
        facts: [{ label: 'Bericht', value: 'Nog te koop?' }],
        button: { label: 'Naar Mijn Advertenties', url: 'https://surimarkt.test/profile/mijn-advertenties' },
      },
    });
    expect(text).toBe(
      [
        'Nieuw bod op je advertentie',
        '',
        'Hallo Demo,',
        '',
        'Ravi heeft SRD 400,00 geboden op je advertentie "Gitaar <Yamaha>".',
        '',
        'Bericht: Nog te koop?',
        '',
        'Naar Mijn Advertenties: https://surimarkt.test/profile/mijn-advertenties',
        '',
        '-- ',
        'SuriMarkt · https://surimarkt.test',
        'Je ontvangt deze e-mail omdat je e-mailmeldingen aan hebt staan. Uitzetten kan bij Instellingen in je profiel.',
      ].join('\n'),
    );
    expect(html).toContain('Hallo Demo,');
    expect(html).toContain('geboden op je advertentie &quot;Gitaar &lt;Yamaha&gt;&quot;.');
    expect(html).toMatch(/<a\s+href="https:\/\/surimarkt\.test\/profile\/mijn-advertenties"/);
    expect(html).toContain('Uitzetten kan bij Instellingen in je profiel.');
  });

  it('still sends an event stored before events carried parts: its text, greeted, as paragraphs with links', async () => {
    const { text, html } = await mailFor({
      subject: 'Betaling ontvangen: SM-2026-000001',
      text: 'We hebben je betaling van € 29,00 ontvangen (Basis-pakket).\n\nBetalen kan in je dashboard: https://surimarkt.test/business-dashboard\n',
    });
    expect(text).toContain(
      [
        'Betaling ontvangen: SM-2026-000001',
        '',
        'Hallo Demo,',
        '',
        'We hebben je betaling van € 29,00 ontvangen (Basis-pakket).',
        '',
        'Betalen kan in je dashboard: https://surimarkt.test/business-dashboard',
      ].join('\n'),
    );
    expect(html).toContain('<title>Betaling ontvangen: SM-2026-000001</title>');
    expect(html).toContain('We hebben je betaling van € 29,00 ontvangen (Basis-pakket).');
    expect(html).toContain('<a href="https://surimarkt.test/business-dashboard"');
  });

  it('mails the unread message only to a user without a device that takes message pushes (the mail is the fallback)', async () => {
    const unread = (text: string): Omit<UserMailEvent, 'eventId' | 'userId'> => ({
      subject: 'SuriMarkt: Nieuw bericht over Gitaar',
      text,
      pushedAs: 'message',
    });
    expect((await mailFor(unread('Zonder apparaat: per mail.'))).text).toContain('Zonder apparaat: per mail.');

    const ds = svc.app.get(DataSource);
    const { token } = await svc.app.get(SessionsService).create(DEMO_USER.id);
    await ds.query(
      `INSERT INTO "accounts"."push_subscriptions" ("user_id", "session_hash", "endpoint", "p256dh", "auth") VALUES ($1, $2, $3, 'k', 'a')`,
      [DEMO_USER.id, tokenHash(token), 'https://fcm.googleapis.com/fcm/send/demo'],
    );
    // With a device, the push was the news: this mail does not come, the next one without pushedAs does.
    const withDevice: UserMailEvent = { eventId: randomUUID(), userId: DEMO_USER.id, ...unread('Met apparaat.') };
    await svc.app.get(EventBus).publish(EVENT_SUBJECTS.userMail, withDevice);
    expect((await mailFor({ subject: 'Bod', text: 'Een bod zonder push-vervanging.' })).text).toContain('Een bod zonder');
    expect((await readMailFiles(mailDir)).some((mail) => mail.includes('Met apparaat.'))).toBe(false);

    // Message pushes switched off: the mail is the news again.
    await ds.query(`UPDATE "accounts"."users" SET "push_off" = '{message}' WHERE "id" = $1`, [DEMO_USER.id]);
    expect((await mailFor(unread('Pushes uit: per mail.'))).text).toContain('Pushes uit: per mail.');
    await ds.query(`UPDATE "accounts"."users" SET "push_off" = '{}' WHERE "id" = $1`, [DEMO_USER.id]);
    await ds.query(`DELETE FROM "accounts"."push_subscriptions"`);
  });
});
