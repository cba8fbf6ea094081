import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { registerInstrumentations } from '@opentelemetry/instrumentation';
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor, ParentBasedSampler, TraceIdRatioBasedSampler, TracerProvider } from '@opentelemetry/sdk-trace';
import { ATTR_SERVICE_NAME } from '@opentelemetry/semantic-conventions';
import { trace } from '@opentelemetry/api';
import { loadEnv, telemetryEnvSchema } from '../env/load-env';
import { registerTraceContext } from './trace-context';

/**
 * Each app's main.ts loads this first (through its own tracing.ts): the pg instrumentation patches pg as it is first
 * required, so nothing may load it earlier. With OTEL_EXPORTER_OTLP_ENDPOINT set, spans of the sampled traces (the
 * gateway's HTTP span, NATS requests and events, SQL) go to that collector in batches; without it, only the ids are
 * kept (logs and NATS headers) and nothing is patched.
 */
export function startTracing(serviceName: string): void {
  const env = loadEnv(telemetryEnvSchema);
  if (!env.OTEL_EXPORTER_OTLP_ENDPOINT) {
    registerTraceContext();
    return;
  }
  const provider = new TracerProvider({
    resource: resourceFromAttributes({ [ATTR_SERVICE_NAME]: serviceName }),
    sampler: new ParentBasedSampler({ root: new TraceIdRatioBasedSampler(env.OTEL_TRACES_SAMPLER_ARG) }),
    spanProcessors: [
      new BatchSpanProcessor({
        exporter: new OTLPTraceExporter({ url: `${env.OTEL_EXPORTER_OTLP_ENDPOINT.replace(/\/$/, '')}/v1/traces` }),
      }),
    ],
  });
  registerTraceContext(provider);
  registerInstrumentations({
    tracerProvider: provider,
    // SQL only: the HTTP span is the gateway's own (request-trace.ts) and the NATS spans are the server's and the
    // event bus's; the http and Express instrumentations cost every request much CPU, sampled or not.
    // No span per pool checkout: it said nothing the query's own span does not, and cost every query a second span.
    instrumentations: [new PgInstrumentation({ requireParentSpan: true, ignoreConnectSpans: true })],
  });
  sqlSpansOnlyInRecordedTraces();
}

type Query = ((...args: unknown[]) => unknown) & { __original?: (...args: unknown[]) => unknown };

/**
 * A query's span only inside a span that records (a sampled trace): the pg instrumentation builds one, attributes and
 * all, under any span, and an unsampled trace's spans are spans too (`requireParentSpan` is met). For nine requests
 * in ten that was work for nothing on every query. pg is loaded here, so the instrumentation patches it now.
 */
function sqlSpansOnlyInRecordedTraces(): void {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { Client } = require('pg') as { Client: { prototype: { query: Query } } };
  const traced = Client.prototype.query;
  const plain = traced.__original;
  if (!plain) return;
  Client.prototype.query = function query(this: unknown, ...args: unknown[]) {
    return (trace.getActiveSpan()?.isRecording() ? traced : plain).apply(this, args);
  };
}
