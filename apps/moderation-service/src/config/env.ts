import { baseEnvSchema, loadEnv } from '@surimarkt/server';
import { z } from 'zod';

export const envSchema = baseEnvSchema
  .extend({
    // The back-office password, checked here (never in the browser). Outside production it defaults to 'admin',
    // which the admin login screen shows as a hint; in production there is no default (contract).
    ADMIN_PASSWORD: z.preprocess((v) => (v === '' ? undefined : v), z.string().min(1).optional()),
  })
  .transform((env, ctx) => {
    if (env.NODE_ENV === 'production' && !env.ADMIN_PASSWORD) {
      ctx.addIssue({ code: 'custom', path: ['ADMIN_PASSWORD'], message: 'required in production' });
      return z.NEVER;
    }
    return { ...env, ADMIN_PASSWORD: env.ADMIN_PASSWORD ?? 'admin' };
  });

export type Env = ReturnType<typeof readEnv>;

export function readEnv() {
  return loadEnv(envSchema);
}
