import { z } from 'zod';

// Metrics and traces, read by every process; tracing.ts reads these alone, before the rest of the app is loaded.
export const telemetryEnvSchema = z.object({
  /** GET /metrics (Prometheus) on this port; 0 serves none and records no per-request timings. `npm start` gives each its own. */
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).default(9464),
  /** Traces are exported over OTLP/HTTP to this collector (e.g. http://otel-collector:4318); unset: not exported. */
  OTEL_EXPORTER_OTLP_ENDPOINT: z.preprocess((v) => (v === '' ? undefined : v), z.string().url().optional()),
  /** The share of new traces exported (a trace started upstream keeps its caller's decision). */
  OTEL_TRACES_SAMPLER_ARG: z.coerce.number().min(0).max(1).default(0.1),
});

// Variables every Node process of the product reads. Each app's config/env.ts extends this.
export const baseEnvSchema = telemetryEnvSchema.extend({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  DATABASE_URL: z.string().url().default('postgres://postgres@127.0.0.1:5432/marketplace'),
  NATS_URL: z.string().default('nats://127.0.0.1:4222'),
  NATS_TIMEOUT_MS: z.coerce.number().int().min(100).max(60000).default(5000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  PUBLIC_URL: z.string().url().default('http://localhost:8080'),
  SITE_NAME: z.string().min(1).default('SuriMarkt'),
  HEALTH_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  /** SIGTERM: in-flight work is finished and the process exits within this bound (below Kubernetes' grace period). */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(1000).max(120000).default(10000),
  DB_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
});

export type BaseEnv = z.infer<typeof baseEnvSchema>;

/** Parses the environment once at startup; fails with every bad variable listed, not just the first. */
export function loadEnv<S extends z.ZodType>(schema: S, source: NodeJS.ProcessEnv = process.env): z.infer<S> {
  const result = schema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join('.') || '(root)'}: ${issue.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  return result.data;
}
