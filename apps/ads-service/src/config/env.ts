import { randomBytes } from 'node:crypto';
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
    // Signs the unsubscribe links of saved-search alerts; like the moderation-service, random per start outside
    // production (an old link then stops working) and required in production.
    SESSION_SECRET: optionalText.pipe(z.string().min(16).optional()),
    // How long counting the facets of one list may take (each statement, stopped by PostgreSQL): a common word's
    // counts at a million ads would otherwise hold a search page for seconds. Over it, the facets come uncounted.
    FACETS_COUNT_TIMEOUT_MS: z.coerce.number().int().min(1).default(500),
  })
  .transform((env, ctx) => {
    if (env.NODE_ENV === 'production' && !env.SESSION_SECRET) {
      ctx.addIssue({ code: 'custom', path: ['SESSION_SECRET'], message: 'required in production' });
      return z.NEVER;
    }
    return {
      ...env,
      SESSION_SECRET: env.SESSION_SECRET ?? randomPerStart,
      SEED_DEMO: env.SEED_DEMO === undefined ? env.NODE_ENV !== 'production' : env.SEED_DEMO === 'true' || env.SEED_DEMO === '1',
    };
  });

const randomPerStart = randomBytes(32).toString('hex');

export type Env = ReturnType<typeof readEnv>;

export function readEnv() {
  return loadEnv(envSchema);
}
