import { baseEnvSchema, loadEnv, mailEnvFields } from '@surimarkt/server';
import { z } from 'zod';

export const envSchema = baseEnvSchema
  .extend({
    // Demo data is on by default outside production (contract); 'true'/'false'/'1'/'0' override it.
    SEED_DEMO: z.stringbool().optional(),
    ...mailEnvFields,
    // The operator's SMS gateway (POST { to, text }); unset: outside production each SMS is a file under SMS_DIR.
    SMS_WEBHOOK_URL: z.preprocess((v) => (v === '' ? undefined : v), z.string().url().optional()),
    SMS_DIR: z.string().min(1).default('var/sms'),
  })
  .transform((env) => ({ ...env, SEED_DEMO: env.SEED_DEMO ?? env.NODE_ENV !== 'production' }));

export type Env = ReturnType<typeof readEnv>;

export function readEnv() {
  return loadEnv(envSchema);
}
