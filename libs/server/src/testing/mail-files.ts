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
