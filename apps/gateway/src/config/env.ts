import { baseEnvSchema, loadEnv } from '@surimarkt/server';
import { z } from 'zod';

/** 'true' / 'false' / a hop count / a list of trusted addresses, as Express's "trust proxy" takes them. */
function parseTrustProxy(value: string): boolean | number | string {
  if (value === 'true') return true;
  if (value === 'false' || value === '') return false;
  if (/^\d+$/.test(value)) return Number(value);
  return value;
}

// An empty variable in a .env file means "not set".
const optional = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === '' ? undefined : v), schema.optional());

export const envSchema = baseEnvSchema.extend({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  // Env-tunable so the benchmark can raise them without a code change.
  THROTTLE_LIMIT: z.coerce.number().int().min(1).default(600),
  THROTTLE_TTL_MS: z.coerce.number().int().min(100).default(60000),
  /** The analytics log's own bucket, per client address per THROTTLE_TTL_MS (a busy household browsing fast). */
  THROTTLE_ANALYTICS_LIMIT: z.coerce.number().int().min(1).default(1200),
  /** The window of the contact and account buckets. */
  THROTTLE_WRITE_TTL_MS: z.coerce.number().int().min(100).default(600000),
  /** Contact messages per client address per THROTTLE_WRITE_TTL_MS: room for many phones behind one address. */
  THROTTLE_CONTACT_LIMIT: z.coerce.number().int().min(1).default(30),
  /** Contact messages per sender e-mail address per THROTTLE_WRITE_TTL_MS: what one person writes. */
  THROTTLE_CONTACT_EMAIL_LIMIT: z.coerce.number().int().min(1).default(5),
  /** Account writes (login, register, reset, resend, phone codes) per client address per THROTTLE_WRITE_TTL_MS. */
  THROTTLE_ACCOUNT_LIMIT: z.coerce.number().int().min(1).default(200),
  /** Account writes per e-mail address per THROTTLE_WRITE_TTL_MS: guessing one account's password stays slow. */
  THROTTLE_ACCOUNT_EMAIL_LIMIT: z.coerce.number().int().min(1).default(20),
  CACHE_TTL_MS: z.coerce.number().int().min(0).max(600000).default(5000),
  CACHE_MAX_ENTRIES: z.coerce.number().int().min(1).max(100000).default(500),
  /** How long /api/health waits for each service. */
  HEALTH_TIMEOUT_MS: z.coerce.number().int().min(100).max(30000).default(1500),
  WEB_DIST_DIR: z.string().min(1).default('dist/apps/web'),
  /** The web app's server renderer (entry-server.cjs); without it, pages are rendered in the browser only. */
  WEB_SSR_DIR: z.string().min(1).default('dist/apps/web-ssr'),
  /**
   * Pages rendered at the same time by one gateway; a page beyond that gets the plain shell, which the browser renders
   * itself (a render costs 10-40 ms of the gateway's one thread: under a burst the site stays up and quick to answer).
   */
  SSR_MAX_CONCURRENT: z.coerce.number().int().min(0).max(64).default(4),
  UPLOADS_DIR: z.string().min(1).default('var/uploads'),
  /** Photo uploads resized at once, and how many more may wait (see uploads/image-queue.ts). */
  UPLOAD_CONCURRENCY: z.coerce.number().int().min(1).max(16).default(2),
  UPLOAD_QUEUE: z.coerce.number().int().min(0).max(100).default(8),
  /** Resumable uploads' bytes while they arrive (uploads/resumable-uploads.ts); a finished photo moves to the photo storage. */
  UPLOAD_PARTS_DIR: z.string().min(1).default('var/upload-parts'),
  S3_ENDPOINT: optional(z.string().url()),
  S3_ACCESS_KEY: optional(z.string()),
  S3_SECRET_KEY: optional(z.string()),
  S3_BUCKET: optional(z.string()),
  /** How long a gateway keeps a session's answer: a logout elsewhere takes effect within this time. */
  SESSION_CACHE_TTL_MS: z.coerce.number().int().min(0).max(10000).default(1000),
  /** The scheduler's secret; also opens /api/health/details to the operator. Unset: that report is not served. */
  CRON_SECRET: optional(z.string().min(16)),
  TRUST_PROXY: z.string().default('false').transform(parseTrustProxy),
});

export type Env = z.infer<typeof envSchema>;

export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  return loadEnv(envSchema, source);
}
