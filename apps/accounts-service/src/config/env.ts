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
    // Ceilings on verification codes per hour, over every account: per client address and for the whole site. Reaching
    // one refuses further codes for the hour and alerts the operator (SMS pumping).
    SMS_MAX_PER_ADDRESS_HOUR: z.coerce.number().int().min(1).default(10),
    SMS_MAX_PER_HOUR: z.coerce.number().int().min(1).default(300),
    // The country calling codes verification codes are sent to (mobile numbers only): Suriname unless set.
    SMS_ALLOWED_PREFIXES: z
      .string()
      .default('+597')
      .transform((v) =>
        v
          .split(',')
          .map((p) => p.trim())
          .filter(Boolean),
      )
      .pipe(z.array(z.string().regex(/^\+\d{1,3}$/)).min(1)),
  })
  .transform((env) => ({ ...env, SEED_DEMO: env.SEED_DEMO ?? env.NODE_ENV !== 'production' }));

export type Env = ReturnType<typeof readEnv>;

export function readEnv() {
  return loadEnv(envSchema);
}
