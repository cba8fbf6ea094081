import { baseEnvSchema, loadEnv, mailEnvFields } from '@surimarkt/server';
import webpush from 'web-push';
import { z } from 'zod';
import { parsePushHosts } from '../push/push-endpoint-policy';

// An empty variable in a .env file means "not set".
const optionalText = z.preprocess((v) => (v === '' ? undefined : v), z.string().optional());

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
    // Web Push (RFC 8292): the key pair that signs every push, base64url as web-push's generateVAPIDKeys() makes
    // them, and who the push services may contact. Random per start outside production, required in production.
    VAPID_PUBLIC_KEY: optionalText.pipe(
      z
        .string()
        .regex(/^[A-Za-z0-9_-]{87}$/, 'a P-256 public key, base64url')
        .optional(),
    ),
    VAPID_PRIVATE_KEY: optionalText.pipe(
      z
        .string()
        .regex(/^[A-Za-z0-9_-]{43}$/, 'a P-256 private key, base64url')
        .optional(),
    ),
    VAPID_SUBJECT: optionalText.pipe(
      z
        .string()
        .regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/, 'mailto: or https: address')
        .optional(),
    ),
    // The push services a browser's endpoint may name (host[:port], *.suffix; http:// only for a loopback host, for
    // tests); unset: the browsers' own services.
    PUSH_ENDPOINT_HOSTS: optionalText.transform((value, ctx) => {
      try {
        return parsePushHosts(value);
      } catch (error) {
        ctx.addIssue({ code: 'custom', message: (error as Error).message });
        return z.NEVER;
      }
    }),
  })
  .transform((env, ctx) => {
    const keys = [env.VAPID_PUBLIC_KEY, env.VAPID_PRIVATE_KEY];
    if (keys.some(Boolean) && !keys.every(Boolean)) {
      ctx.addIssue({ code: 'custom', path: ['VAPID_PRIVATE_KEY'], message: 'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together' });
      return z.NEVER;
    }
    if (env.NODE_ENV === 'production') {
      for (const key of ['VAPID_PUBLIC_KEY', 'VAPID_PRIVATE_KEY', 'VAPID_SUBJECT'] as const)
        if (!env[key]) ctx.addIssue({ code: 'custom', path: [key], message: 'required in production' });
      if (!env.VAPID_PUBLIC_KEY || !env.VAPID_SUBJECT) return z.NEVER;
    }
    const vapid = env.VAPID_PUBLIC_KEY ? undefined : vapidPerStart();
    return {
      ...env,
      SEED_DEMO: env.SEED_DEMO ?? env.NODE_ENV !== 'production',
      VAPID_PUBLIC_KEY: env.VAPID_PUBLIC_KEY ?? (vapid as VapidKeys).publicKey,
      VAPID_PRIVATE_KEY: env.VAPID_PRIVATE_KEY ?? (vapid as VapidKeys).privateKey,
      VAPID_SUBJECT: env.VAPID_SUBJECT ?? 'mailto:support@surimarkt.sr',
    };
  });

type VapidKeys = { publicKey: string; privateKey: string };
let generated: VapidKeys | undefined;
/** One pair per process start (npm start hands every process the same pair, scripts/start.mjs). */
const vapidPerStart = (): VapidKeys => (generated ??= webpush.generateVAPIDKeys());

export type Env = ReturnType<typeof readEnv>;

export function readEnv() {
  return loadEnv(envSchema);
}
