import { type Page } from 'playwright-core';
import { baseUrl } from './browser';
import { linkFromMail } from './mailbox';

/**
 * A new account with its address confirmed, logged in on `page` as a person would be: registered, then the activation
 * link from the mail (which logs them in). Answers the address.
 */
export async function registerConfirmed(page: Page, firstName: string, lastName: string, email: string): Promise<string> {
  const account = { firstName, lastName, email, password: 'Geheim12!', confirmPassword: 'Geheim12!' };
  const registered = await page.request.post('/api/auth/register', { headers: { origin: baseUrl() }, data: account });
  if (registered.status() !== 201) throw new Error(`register ${email}: ${registered.status()}`);
  await page.goto(await linkFromMail(email, '/email-verified'));
  await page.getByText('Je bent automatisch ingelogd.', { exact: false }).waitFor();
  return email;
}
