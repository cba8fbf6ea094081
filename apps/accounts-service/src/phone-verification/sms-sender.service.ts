import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Injectable } from '@nestjs/common';
import { ACCOUNT_MESSAGES, ErrorCode } from '@surimarkt/contracts';
import { rpcError, InjectEnv } from '@surimarkt/server';
import { type Env } from '../config/env';

/**
 * The SMS port. With SMS_WEBHOOK_URL set, each message is POSTed there as JSON { to, text } (the operator's SMS
 * gateway). Outside production without one, messages are written as text files under SMS_DIR, as mails are under
 * var/mail. In production without a gateway, phone verification answers 503 rather than pretending.
 */
@Injectable()
export class SmsSenderService {
  constructor(@InjectEnv() private readonly env: Env) {}

  async send(to: string, text: string): Promise<void> {
    if (this.env.SMS_WEBHOOK_URL) {
      const response = await fetch(this.env.SMS_WEBHOOK_URL, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ to, text }),
        signal: AbortSignal.timeout(10_000),
      }).catch(() => null);
      if (!response?.ok) throw rpcError(ErrorCode.Unavailable, ACCOUNT_MESSAGES.smsUnavailable);
      return;
    }
    if (this.env.NODE_ENV === 'production') throw rpcError(ErrorCode.Unavailable, ACCOUNT_MESSAGES.smsUnavailable);
    await mkdir(this.env.SMS_DIR, { recursive: true });
    const file = path.join(this.env.SMS_DIR, `${Date.now()}-${randomBytes(4).toString('hex')}.txt`);
    await writeFile(file, `To: ${to}\n\n${text}\n`);
  }
}
