import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Waits for the SMS to the number (written as a file outside production, see SMS_DIR) and answers its 6-digit code. */
export async function smsCode(to: string, timeoutMs = 15_000): Promise<string> {
  const dir = process.env.E2E_SMS_DIR as string;
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const texts = (() => {
      try {
        return readdirSync(dir)
          .sort()
          .map((f) => readFileSync(path.join(dir, f), 'utf8'));
      } catch {
        return []; // the first SMS makes the folder
      }
    })();
    const code = texts
      .reverse()
      .find((t) => t.startsWith(`To: ${to}\n`))
      ?.match(/\b\d{6}\b/)?.[0];
    if (code) return code;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no SMS to ${to}`);
}
