import { baseEnvSchema, loadEnv } from '@surimarkt/server';
import { z } from 'zod';

// An empty variable in a .env file means "not set".
const optionalText = z.preprocess((v) => (v === '' ? undefined : v), z.string().optional());

export const envSchema = baseEnvSchema
  .extend({
    /** Demo ads on an empty database; default on, except in production. */
    SEED_DEMO: z.preprocess((v) => (v === '' ? undefined : v), z.enum(['true', 'false', '1', '0']).optional()),
    S3_ENDPOINT: z.preprocess((v) => (v === '' ? undefined : v), z.string().url().optional()),
    S3_ACCESS_KEY: optionalText,
    S3_SECRET_KEY: optionalText,
    S3_BUCKET: optionalText,
    UPLOADS_DIR: z.string().min(1).default('var/uploads'),
  })
  .transform((env) => ({
    ...env,
    SEED_DEMO: env.SEED_DEMO === undefined ? env.NODE_ENV !== 'production' : env.SEED_DEMO === 'true' || env.SEED_DEMO === '1',
  }));

export type Env = ReturnType<typeof readEnv>;

export function readEnv() {
  return loadEnv(envSchema);
}
