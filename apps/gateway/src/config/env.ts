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
  /**
   * How long a guest's ad page is kept at most (0: not kept). It goes as soon as the ad changes; the time-out bounds
   * what no event announces (the photo widths job, a notice lost while the broker was away).
   */
  PAGE_CACHE_TTL_MS: z.coerce.number().int().min(0).max(86400000).default(3600000),
  /** Memory for kept ad pages (the HTML with its brotli and gzip forms, ~50 KB a page). */
  PAGE_CACHE_MAX_MB: z.coerce.number().int().min(1).max(4096).default(64),
  /**
   * Where every ad page is kept once rendered (at each change of its ad, see web-app/ad-page-renders.ts): a folder
   * here, or the bucket S3_PAGES_BUCKET when S3_ENDPOINT is set. 'off' renders pages on demand only (benchmarks' floor).
   */
  PAGE_STORE: z.enum(['on', 'off']).default('on'),
  PAGES_DIR: z.string().min(1).default('var/pages'),
  S3_PAGES_BUCKET: z.string().min(3).default('surimarkt-pages'),
  /** How long /api/health waits for each service. */
  HEALTH_TIMEOUT_MS: z.coerce.number().int().min(100).max(30000).default(1500),
  WEB_DIST_DIR: z.string().min(1).default('dist/apps/web'),
  /** The web app's server renderer (entry-server.cjs); without it, pages are rendered in the browser only. */
  WEB_SSR_DIR: z.string().min(1).default('dist/apps/web-ssr'),
  /**
   * Worker threads rendering pages [one per core]; 0 renders in the gateway's own thread (a render costs it 10-40 ms,
   * and the API waits meanwhile).
   */
  SSR_THREADS: optional(z.coerce.number().int().min(0).max(64)),
  /** Pages rendered at the same time by one gateway (a render mostly waits for its data, so a thread runs several). */
  SSR_MAX_CONCURRENT: z.coerce.number().int().min(0).max(256).default(16),
  /**
   * Pages waiting for a render thread; one beyond gets the plain shell, which the browser renders itself (under a
   * burst the site stays up and quick to answer). The shells are counted in the log.
   */
  SSR_QUEUE_MAX: z.coerce.number().int().min(0).max(10000).default(64),
  UPLOADS_DIR: z.string().min(1).default('var/uploads'),
  /** Photo uploads resized at once, and how many more may wait (see uploads/image-queue.ts). */
  UPLOAD_CONCURRENCY: z.coerce.number().int().min(1).max(16).default(2),
  UPLOAD_QUEUE: z.coerce.number().int().min(0).max(100).default(8),
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
