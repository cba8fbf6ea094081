import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { type BeforeApplicationShutdown, Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { type MailContent } from '@surimarkt/contracts';
import { createTransport, type Transporter } from 'nodemailer';
import { renderMail, warmUpMailLayout } from './mail-layout';
import { mailsTotal } from '../telemetry/service-metrics';
import { mailSafeText } from './user-text';

export const MAIL_CONFIG = Symbol('MAIL_CONFIG');

export interface MailConfig {
  /** smtp://... ; unset: each mail is written as an .eml file under dir (contract). */
  smtpUrl?: string;
  dir: string;
  from: string;
  /** In every mail's header and footer (SITE_NAME, PUBLIC_URL). */
  siteName: string;
  publicUrl: string;
}

export interface OutgoingMail {
  to: string;
  subject: string;
  /** Sent as the site's HTML layout with a plain-text part of the same texts and links. */
  content: MailContent;
  replyTo?: string | { name: string; address: string };
  /** Extra headers, such as List-Unsubscribe on an alert. */
  headers?: Record<string, string>;
}

export interface SentMail {
  messageId: string;
  /** The .eml file, when mails are written to disk instead of sent. */
  file?: string;
}

// Bounded so a hanging mail server cannot keep a send (or a shutdown waiting for it) open for minutes.
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };

@Injectable()
export class MailerService implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger(MailerService.name);
  private readonly transport: Transporter;
  private readonly inFlight = new Set<Promise<void>>();

  constructor(@Inject(MAIL_CONFIG) private readonly config: MailConfig) {
    this.transport = config.smtpUrl
      ? createTransport({ url: config.smtpUrl, ...SMTP_TIMEOUTS })
      : createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  }

  async onApplicationBootstrap(): Promise<void> {
    await warmUpMailLayout();
  }

  async send(mail: OutgoingMail): Promise<SentMail> {
    try {
      const sent = await this.deliver(mail);
      mailsTotal.inc({ outcome: 'sent' });
      return sent;
    } catch (error) {
      mailsTotal.inc({ outcome: 'failed' });
      throw error;
    }
  }

  private async deliver({ content, ...mail }: OutgoingMail): Promise<SentMail> {
    const { html, text } = await renderMail(content, { siteName: this.config.siteName, publicUrl: this.config.publicUrl });
    // A subject holds titles and names users wrote: an address in it is no link either.
    const subject = mailSafeText(mail.subject, this.config.publicUrl);
    const info = await this.transport.sendMail({ from: this.config.from, ...mail, subject, text, html });
    if (this.config.smtpUrl) return { messageId: info.messageId };
    const file = await this.writeEml(info.message as Buffer);
    return { messageId: info.messageId, file };
  }

  /**
   * Sends without making the caller wait: a slow mail server must not fail a request whose data is
   * already stored. A failure is logged; afterSent runs only on success. Shutdown waits for these.
   */
  sendInBackground(mail: OutgoingMail, afterSent?: (sent: SentMail) => Promise<void>): void {
    const task = this.send(mail)
      .then((sent) => afterSent?.(sent))
      .catch((error: unknown) => this.logger.error(`mail "${mail.subject}" to ${mail.to} failed: ${(error as Error)?.message ?? error}`))
      .finally(() => this.inFlight.delete(task));
    this.inFlight.add(task);
  }

  /** Resolves when every background send has finished (tests and shutdown). */
  async idle(): Promise<void> {
    while (this.inFlight.size) await Promise.allSettled([...this.inFlight]);
  }

  async beforeApplicationShutdown(): Promise<void> {
    await this.idle();
  }

  private async writeEml(raw: Buffer): Promise<string> {
    const dir = path.resolve(this.config.dir);
    await mkdir(dir, { recursive: true });
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const file = path.join(dir, `${stamp}-${randomBytes(4).toString('hex')}.eml`);
    await writeFile(file, raw);
    return file;
  }
}
