import { randomBytes } from 'node:crypto';
import { baseEnvSchema, loadEnv, mailEnvFields } from '@surimarkt/server';
import { z } from 'zod';

const optional = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === '' ? undefined : v), schema.optional());

export const envSchema = baseEnvSchema
  .extend({
    // The back-office password, checked here (never in the browser). Outside production it defaults to 'admin',
    // which the admin login screen shows as a hint; in production there is no default (contract).
    ADMIN_PASSWORD: optional(z.string().min(1)),
    // Signs the one-click links in the operator's mails (contract: random per start outside production).
    SESSION_SECRET: optional(z.string().min(16)),
    ...mailEnvFields,
    /** Where the daily backup (pg_dump of every schema) goes; the newest 7 are kept. */
    BACKUP_DIR: z.string().min(1).default('var/backups'),
    // Set: the backups go to this bucket of the S3 store (S3_ENDPOINT and its keys) instead of BACKUP_DIR.
    BACKUP_S3_BUCKET: optional(z.string().min(3)),
    S3_ENDPOINT: optional(z.string().url()),
    S3_ACCESS_KEY: optional(z.string()),
    S3_SECRET_KEY: optional(z.string()),
  })
  .transform((env, ctx) => {
    if (env.BACKUP_S3_BUCKET && !env.S3_ENDPOINT) {
      ctx.addIssue({ code: 'custom', path: ['S3_ENDPOINT'], message: 'required with BACKUP_S3_BUCKET' });
      return z.NEVER;
    }
    if (env.NODE_ENV === 'production') {
      for (const key of ['ADMIN_PASSWORD', 'SESSION_SECRET'] as const) {
        if (!env[key]) ctx.addIssue({ code: 'custom', path: [key], message: 'required in production' });
      }
      if (!env.ADMIN_PASSWORD || !env.SESSION_SECRET) return z.NEVER;
    }
    // The login screen shows the default password as a hint, but never a password the operator chose.
    const loginHint = env.ADMIN_PASSWORD ? null : 'admin';
    return {
      ...env,
      ADMIN_PASSWORD: env.ADMIN_PASSWORD ?? 'admin',
      ADMIN_LOGIN_HINT: loginHint,
      SESSION_SECRET: env.SESSION_SECRET ?? randomPerStart,
    };
  });

const randomPerStart = randomBytes(32).toString('hex');

export type Env = ReturnType<typeof readEnv>;

export function readEnv() {
  return loadEnv(envSchema);
}
