import { baseEnvSchema, loadEnv } from '@surimarkt/server';
import { z } from 'zod';

const optional = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === '' ? undefined : v), schema.optional());

export const envSchema = baseEnvSchema
  .extend({
    // Stripe (contract). Without a secret key the built-in test payment provider takes its place, clearly labelled.
    STRIPE_SECRET_KEY: optional(z.string().startsWith('sk_')),
    STRIPE_WEBHOOK_SECRET: optional(z.string().startsWith('whsec_')),
    STRIPE_PUBLISHABLE_KEY: optional(z.string().startsWith('pk_')),
    /** How old a signed webhook event may be, in seconds (Stripe's own default is 300). */
    STRIPE_WEBHOOK_TOLERANCE_S: z.coerce.number().int().min(1).max(3600).default(300),
    // The account a business pays a bank transfer to, shown with the transfer's reference (demo values by default).
    BANK_NAME: z.string().trim().min(1).max(100).default('De Surinaamsche Bank'),
    BANK_ACCOUNT_NAME: z.string().trim().min(1).max(100).default('SuriMarkt N.V.'),
    BANK_ACCOUNT_NUMBER: z.string().trim().min(1).max(50).default('0001234567'),
  })
  .superRefine((env, ctx) => {
    // Half a Stripe configuration would take payments whose webhooks nobody can check.
    if (env.STRIPE_SECRET_KEY && (!env.STRIPE_WEBHOOK_SECRET || !env.STRIPE_PUBLISHABLE_KEY)) {
      ctx.addIssue({
        code: 'custom',
        path: ['STRIPE_WEBHOOK_SECRET'],
        message: 'STRIPE_WEBHOOK_SECRET and STRIPE_PUBLISHABLE_KEY are required with STRIPE_SECRET_KEY',
      });
    }
  });

export type Env = ReturnType<typeof readEnv>;

export function readEnv() {
  return loadEnv(envSchema);
}
