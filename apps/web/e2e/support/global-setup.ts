import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { LocalPushService } from '../../../../scripts/lib/push-service.cjs';
import { startProduct } from './product';
import { startSmtpSink } from './smtp-sink';

// Jest workers inherit process.env as it is after global setup: that is how specs learn the address and the mailbox.
// eslint-disable-next-line no-restricted-syntax -- jest loads global setup from the default export
export default async function globalSetup(): Promise<void> {
  const mailDir = mkdtempSync(path.join(os.tmpdir(), 'surimarkt-e2e-mail-'));
  const smtp = await startSmtpSink(mailDir);
  // The browsers' push services are out of reach here: the product pushes to this one (it checks and decrypts).
  const pushService = await new LocalPushService().start();
  const product = await startProduct({ SMTP_URL: smtp.url, PUSH_ENDPOINT_HOSTS: pushService.origin });
  Object.assign(globalThis as object, { __product: product, __smtp: smtp, __pushService: pushService });
  process.env.E2E_PUSH_SERVICE = pushService.origin;
  process.env.E2E_BASE_URL = product.baseUrl;
  process.env.E2E_MAIL_DIR = mailDir;
  process.env.E2E_SMS_DIR = product.env.SMS_DIR;
}
