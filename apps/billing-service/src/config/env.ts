import type { BankDetails } from '@surimarkt/contracts';
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
    // The account a business pays a bank transfer to, shown with the transfer's reference. Outside production a demo
    // account stands in; in production, unset means no bank transfers (bankDetailsOf), never the demo account.
    BANK_NAME: optional(z.string().trim().min(1).max(100)),
    BANK_ACCOUNT_NAME: optional(z.string().trim().min(1).max(100)),
    BANK_ACCOUNT_NUMBER: optional(z.string().trim().min(1).max(50)),
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

const DEMO_BANK: BankDetails = { name: 'De Surinaamsche Bank', accountName: 'SuriMarkt N.V.', accountNumber: '0001234567' };

/** The account transfers go to; null in production until all three are set (a transfer to a demo account is money lost). */
export function bankDetailsOf(env: Env): BankDetails | null {
  const { BANK_NAME: name, BANK_ACCOUNT_NAME: accountName, BANK_ACCOUNT_NUMBER: accountNumber } = env;
  if (name && accountName && accountNumber) return { name, accountName, accountNumber };
  return env.NODE_ENV === 'production' ? null : DEMO_BANK;
}

export function readEnv() {
  return loadEnv(envSchema);
}
