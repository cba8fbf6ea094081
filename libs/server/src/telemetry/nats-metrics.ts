import { ErrorCode, natsSubject } from '@surimarkt/contracts';
import { Histogram } from 'prom-client';

export type NatsSide = 'client' | 'server';
/** refused: the service answered with a contract error (not found, invalid); error: it failed or none answered. */
export type NatsOutcome = 'ok' | 'refused' | 'error' | 'timeout';

const natsRequestDuration = new Histogram({
  name: 'nats_request_duration_seconds',
  help: 'NATS requests and events by side (client: sent; server: handled), subject and outcome',
  labelNames: ['side', 'subject', 'outcome'] as const,
  buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
});

let isRecording = false;

/**
 * Whether the per-request histograms record: from the moment this process serves /metrics (startMetricsServer), so a
 * process with METRICS_PORT=0 pays nothing for them.
 */
export function isRecordingMetrics(): boolean {
  return isRecording;
}

export function recordMetrics(): void {
  isRecording = true;
}

// A subject's series kept by its key: prom-client hashes the label object on every observe otherwise.
const series = new Map<string, Histogram.Internal<'side' | 'subject' | 'outcome'>>();
const prefix = natsSubject('');

/**
 * One request's time. `subject` is the subject constant or the subscription (never built from an id), so the series
 * are bounded by the subjects the code names; the run's prefix (NATS_SUBJECT_PREFIX) is left out of the label.
 */
export function observeNatsRequest(side: NatsSide, subject: string, outcome: NatsOutcome, seconds: number): void {
  if (!isRecording) return;
  const key = `${side} ${outcome} ${subject}`;
  let child = series.get(key);
  if (!child) {
    child = natsRequestDuration.labels(side, subject.startsWith(prefix) ? subject.slice(prefix.length) : subject, outcome);
    series.set(key, child);
  }
  child.observe(seconds);
}

/** Seconds since `started` (process.hrtime.bigint()). */
export function secondsSince(started: bigint): number {
  return Number(process.hrtime.bigint() - started) / 1e9;
}

/** A failed answer's outcome: a contract error code the caller can act on is 'refused', anything else 'error'. */
export function outcomeOfError(error: unknown): NatsOutcome {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && code !== ErrorCode.Internal && code !== ErrorCode.Unavailable ? 'refused' : 'error';
}
