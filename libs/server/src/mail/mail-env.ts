import { z } from 'zod';

/** The variables of every service that sends mail. Unset SMTP_URL: each mail is an .eml file under MAIL_DIR (contract). */
export const mailEnvFields = {
  SMTP_URL: z.preprocess((v) => (v === '' ? undefined : v), z.string().url().optional()),
  MAIL_DIR: z.string().min(1).default('var/mail'),
  MAIL_FROM: z.string().min(3).default('SuriMarkt <no-reply@surimarkt.sr>'),
  /** Where mails for the operator go (contact copies, new ads to review). */
  OPERATOR_EMAIL: z.string().email().default('support@surimarkt.sr'),
};

export type MailEnv = { [K in keyof typeof mailEnvFields]: z.infer<(typeof mailEnvFields)[K]> };

/** The site a mail links to and signs with: PUBLIC_URL without its trailing slash, SITE_NAME. */
export function siteOf(env: { PUBLIC_URL: string; SITE_NAME: string }): { publicUrl: string; siteName: string } {
  return { publicUrl: env.PUBLIC_URL.replace(/\/$/, ''), siteName: env.SITE_NAME };
}
