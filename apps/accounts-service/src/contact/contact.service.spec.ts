import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type INestMicroservice } from '@nestjs/common';
import { CONTACT_SUBJECTS, type ContactSent } from '@surimarkt/contracts';
import { createTestNatsClient, mailParts, readMailFiles, startTestService, useTestDatabase } from '@surimarkt/server/testing';
import { DataSource } from 'typeorm';
import { AppModule } from '../app.module';
import { MailerService } from '@surimarkt/server';

interface StoredMessage {
  id: number;
  name: string;
  email: string;
  phone: string | null;
  subject: string;
  message: string;
  mailed_at: Date | null;
}

describe('contact over NATS', () => {
  useTestDatabase();
  const client = createTestNatsClient();
  let mailDir: string;
  let app: INestMicroservice;

  const valid = {
    name: 'Sandra Pinas',
    email: 'sandra@example.sr',
    phone: '+597 8612345',
    subject: 'Vraag over advertentie',
    message: 'Hoe lang blijft mijn advertentie online staan?',
  };
  const start = async () => {
    app = await startTestService({ service: 'accounts', module: AppModule });
  };
  const stop = async () => {
    await app?.close();
  };
  const stored = (): Promise<StoredMessage[]> =>
    app.get(DataSource).query('SELECT id, name, email, phone, subject, message, mailed_at FROM accounts.contact_messages ORDER BY id');
  const emlFiles = async () => (await readdir(mailDir).catch(() => [] as string[])).filter((f) => f.endsWith('.eml'));

  beforeAll(async () => {
    mailDir = await mkdtemp(path.join(tmpdir(), 'surimarkt-mail-'));
    process.env.MAIL_DIR = mailDir;
    process.env.OPERATOR_EMAIL = 'operator@surimarkt.sr';
    await client.connect();
  });
  afterAll(async () => {
    await client.close();
    await rm(mailDir, { recursive: true, force: true });
  });

  describe('send, with mails written to files', () => {
    beforeAll(start);
    afterAll(stop);
    afterEach(async () => {
      await app.get(DataSource).query('DELETE FROM accounts.contact_messages');
    });

    it('stores the message and mails the operator with the subject and a reply-to of the sender', async () => {
      const reply = await client.ask<ContactSent>(CONTACT_SUBJECTS.send, valid);
      expect(reply).toEqual({ id: expect.any(Number), message: 'Bericht verzonden' });
      await app.get(MailerService).idle();

      const rows = await stored();
      expect(rows).toEqual([{ ...valid, id: reply.id, mailed_at: expect.any(Date) }]);

      const files = await emlFiles();
      expect(files).toHaveLength(1);
      const [raw] = await readMailFiles(mailDir);
      const headers = raw.slice(0, raw.indexOf('\n\n'));
      expect(headers).toMatch(/^To: operator@surimarkt\.sr$/m);
      expect(headers).toMatch(/^Subject: Nieuw contactbericht: Vraag over advertentie$/m);
      expect(headers).toMatch(/^Reply-To: Sandra Pinas <sandra@example\.sr>$/m);
      expect(headers).toMatch(/^From: SuriMarkt <no-reply@surimarkt\.sr>$/m);
      const { text, html } = mailParts(raw);
      expect(text).toContain('Bericht: Hoe lang blijft mijn advertentie online staan?');
      expect(html).toContain('Hoe lang blijft mijn advertentie online staan?');
      expect(html).toContain('>SuriMarkt</a>');
      await rm(path.join(mailDir, files[0]));
    });

    it('stores the trimmed message and no phone when the phone is left empty, quoting an odd name in the reply-to', async () => {
      const reply = await client.ask<ContactSent>(CONTACT_SUBJECTS.send, { ...valid, name: '  Vries, Jan de  ', phone: '' });
      await app.get(MailerService).idle();
      expect(await stored()).toEqual([expect.objectContaining({ id: reply.id, name: 'Vries, Jan de', phone: null })]);
      const files = await emlFiles();
      const [raw] = await readMailFiles(mailDir);
      expect(mailParts(raw).text).toContain('Telefoon: niet opgegeven');
      expect(raw).toMatch(/^Reply-To: "Vries, Jan de" <sandra@example\.sr>$/m);
      await rm(path.join(mailDir, files[0]));
    });

    it("shows the visitor's words as text in the HTML part, never as markup, with their line breaks", async () => {
      const message = 'Werkt <a href="https://evil.example">deze link</a> nog?\nGroet & dank, <b>Jan</b>';
      await client.ask<ContactSent>(CONTACT_SUBJECTS.send, { ...valid, name: 'Jan <i>de</i> Vries', message });
      await app.get(MailerService).idle();
      const [raw] = await readMailFiles(mailDir);
      const { text, html } = mailParts(raw);
      expect(text).toContain(`Naam: Jan <i>de</i> Vries\nE-mail`);
      // The address the visitor typed reads the same but is no link (an invisible word joiner breaks it up).
      expect(text.replaceAll('\u2060', '')).toContain(`Bericht:\n${message}`);
      expect(text).not.toContain('https://evil.example');
      expect(html).toContain('Jan &lt;i&gt;de&lt;/i&gt; Vries');
      expect(html).toContain('Werkt &lt;a href=&quot;');
      expect(html).toContain('&lt;/a&gt; nog?<br />Groet &amp; dank, &lt;b&gt;Jan&lt;/b&gt;');
      expect(html).not.toMatch(/<i>|<b>|>deze link<\/a>/);
      await rm(path.join(mailDir, (await emlFiles())[0]));
    });

    it.each([
      ['a name of one letter', { name: 'S' }, 'name', 'Naam moet minimaal 2 karakters lang zijn'],
      ['a name of spaces', { name: '    ' }, 'name', 'Naam moet minimaal 2 karakters lang zijn'],
      ['a bad e-mail address', { email: 'sandra@' }, 'email', 'Ongeldig e-mailadres'],
      ['a short subject', { subject: 'Hoi' }, 'subject', 'Onderwerp moet minimaal 5 karakters lang zijn'],
      ['a short message', { message: 'Te kort' }, 'message', 'Bericht moet minimaal 10 karakters lang zijn'],
      ['no message at all', { message: undefined }, 'message', 'Bericht moet minimaal 10 karakters lang zijn'],
      ['a message over 5000 characters', { message: 'x'.repeat(5001) }, 'message', 'Bericht mag maximaal 5000 karakters lang zijn'],
    ])('refuses %s with the Dutch message, storing and mailing nothing', async (_case, change, field, message) => {
      await expect(client.ask(CONTACT_SUBJECTS.send, { ...valid, ...change })).rejects.toMatchObject({
        code: 'VALIDATION',
        errors: { [field]: message },
      });
      await app.get(MailerService).idle();
      expect(await stored()).toEqual([]);
      expect(await emlFiles()).toEqual([]);
    });
  });

  describe('send, when the mail server cannot be reached', () => {
    beforeAll(async () => {
      process.env.SMTP_URL = 'smtp://127.0.0.1:1';
      await start();
    });
    afterAll(async () => {
      await stop();
      delete process.env.SMTP_URL;
    });

    it('still keeps the message and answers that it was sent, marked as not mailed', async () => {
      const reply = await client.ask<ContactSent>(CONTACT_SUBJECTS.send, valid);
      expect(reply.message).toBe('Bericht verzonden');
      await app.get(MailerService).idle();
      expect(await stored()).toEqual([{ ...valid, id: reply.id, mailed_at: null }]);
      expect(await emlFiles()).toEqual([]);
    });
  });
});
