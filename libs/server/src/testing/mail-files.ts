import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

/** The mails a service wrote as .eml files (no SMTP_URL), oldest first, quoted-printable decoded so links read whole. */
export async function readMailFiles(dir: string): Promise<string[]> {
  const files = (await readdir(dir).catch(() => [] as string[])).filter((f) => f.endsWith('.eml')).sort();
  const raw = await Promise.all(files.map((f) => readFile(path.join(dir, f), 'utf8')));
  return raw.map((eml) =>
    Buffer.from(
      eml.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
      'latin1',
    ).toString('utf8'),
  );
}

/** The plain-text and HTML parts of a mail that readMailFiles answered (multipart/alternative, as the mailer sends). */
export function mailParts(mail: string): { text: string; html: string } {
  const boundary = /boundary="([^"]+)"/.exec(mail)?.[1];
  if (!boundary) throw new Error('not a multipart mail');
  const parts = mail.split(`--${boundary}`).slice(1, -1);
  const body = (type: string) => {
    const part = parts.find((p) => p.includes(`Content-Type: ${type}`));
    if (!part) throw new Error(`no ${type} part`);
    return part.slice(part.search(/\r?\n\r?\n/)).trim();
  };
  return { text: body('text/plain'), html: body('text/html') };
}
