import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The mails the SMTP sink received (global setup), newest last. */
function mails(): string[] {
  const dir = process.env.E2E_MAIL_DIR as string;
  return readdirSync(dir)
    .filter((f) => f.endsWith('.eml'))
    .sort((a, b) => parseInt(a, 10) - parseInt(b, 10) || a.localeCompare(b))
    .map((f) => readFileSync(path.join(dir, f), 'utf8'));
}

/** Quoted-printable as nodemailer writes it: soft line breaks and =XX escapes of UTF-8 bytes. */
const decode = (eml: string) =>
  Buffer.from(
    eml.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

/** Waits for a mail to the address holding a link to pathname, and answers that link. */
export async function linkFromMail(to: string, pathname: string, since = 0, timeoutMs = 15_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const found = mails()
      .slice(since)
      .map(decode)
      .reverse()
      .find((m) => m.includes(to) && m.includes(pathname));
    const link = found && new RegExp(`https?://[^\\s"]+${pathname}\\?token=[A-Za-z0-9_-]+`).exec(found)?.[0];
    if (link) return link;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no mail to ${to} with a ${pathname} link`);
}

export const mailCount = (): number => mails().length;

/** Waits for a mail to the address that contains text, and answers it decoded. */
export async function mailContaining(to: string, text: string, timeoutMs = 15_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const found = mails()
      .map(decode)
      .reverse()
      .find((m) => m.includes(to) && m.includes(text));
    if (found) return found;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no mail to ${to} containing ${text}`);
}

/** The plain-text and HTML parts of a mail that mailContaining answered (multipart/alternative, as the product sends). */
export function mailParts(mail: string): { text: string; html: string } {
  const boundary = /boundary="([^"]+)"/.exec(mail)?.[1];
  if (!boundary) throw new Error('not a multipart mail');
  const parts = mail.split(`--${boundary}`).slice(1, -1);
  const body = (type: string) => {
    const part = parts.find((p) => p.includes(`Content-Type: ${type}`));
    if (!part) throw new Error(`no ${type} part`);
    return part
      .slice(part.search(/\r?\n\r?\n/))
      .replace(/\r\n/g, '\n')
      .trim();
  };
  return { text: body('text/plain'), html: body('text/html') };
}

/**
 * The subject of the newest mail to the address that contains text, as a mail program shows it: nodemailer writes a
 * subject with a quote in RFC 2047 words ('=?UTF-8?Q?…_voor_=22?= =?UTF-8?Q?kajak=22?='), read here from the raw mail.
 */
export function mailSubject(to: string, text: string): string {
  const raw = mails()
    .reverse()
    .find((m) => decode(m).includes(to) && decode(m).includes(text));
  const header = (raw && /^Subject: (.*(?:\r?\n[ \t].*)*)/m.exec(raw)?.[1]) ?? '';
  const words = header.replace(/\?=\s+=\?/g, '?==?').replace(/\r?\n[ \t]+/g, ' ');
  return decode(words.replace(/=\?UTF-8\?Q\?(.*?)\?=/gi, (_, word: string) => word.replace(/_/g, ' '))).trim();
}
