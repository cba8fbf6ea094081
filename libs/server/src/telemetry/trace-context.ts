import { type Context, context, propagation, ROOT_CONTEXT, type Span, SpanKind, trace, type TextMapSetter } from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import { AlwaysOffSampler, TracerProvider } from '@opentelemetry/sdk-trace';

export const TRACEPARENT_HEADER = 'traceparent';

let registered = false;
let registeredProvider: TracerProvider | undefined;

/**
 * Trace context works whether or not traces are exported: the W3C propagator, the async context and a tracer whose
 * spans record nothing but still carry ids, so `traceparent` travels over NATS and every log line names its trace.
 * startTracing (tracing.ts) registers the exporting provider instead when OTEL_EXPORTER_OTLP_ENDPOINT is set.
 */
export function registerTraceContext(tracerProvider: TracerProvider = new TracerProvider({ sampler: new AlwaysOffSampler() })): void {
  if (registered) return;
  registered = true;
  registeredProvider = tracerProvider;
  context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
  propagation.setGlobalPropagator(new W3CTraceContextPropagator());
  trace.setGlobalTracerProvider(tracerProvider);
}

/** Sends the spans still batched (a stop, after the drain); nothing to do when traces are not exported. */
export async function flushTraces(): Promise<void> {
  await registeredProvider?.forceFlush().catch(() => undefined);
}

const tracer = () => trace.getTracer('surimarkt');

/** The ids of the active span, for a log line ({} outside any request or event). */
export function traceFields(): { traceId?: string; spanId?: string } {
  const span = trace.getSpan(context.active());
  if (!span) return {};
  const { traceId, spanId } = span.spanContext();
  return { traceId, spanId };
}

/** NATS headers (nats.js MsgHdrs) or any carrier with set. */
interface HeaderCarrier {
  set(key: string, value: string): void;
}

const headerSetter: TextMapSetter<HeaderCarrier> = { set: (carrier, key, value) => carrier.set(key, value) };

/** Writes the active trace context (traceparent) into outgoing NATS headers. */
export function injectTraceContext(headers: HeaderCarrier): void {
  propagation.inject(context.active(), headers, headerSetter);
}

/** The active trace context as a traceparent value, to be stored with an event (outbox) and sent later. */
export function currentTraceparent(): string | undefined {
  const carrier: Record<string, string> = {};
  propagation.inject(context.active(), carrier);
  return carrier[TRACEPARENT_HEADER];
}

/**
 * Starts a span for work that arrived from elsewhere (a NATS request, a JetStream event): a child of the sender's
 * `traceparent` when it sent one, else the start of a new trace.
 */
export function startRemoteChildSpan(name: string, kind: SpanKind, traceparent: string | undefined): { span: Span; ctx: Context } {
  const parent = traceparent ? propagation.extract(ROOT_CONTEXT, { [TRACEPARENT_HEADER]: traceparent }) : ROOT_CONTEXT;
  const span = tracer().startSpan(name, { kind, attributes: { 'messaging.system': 'nats' } }, parent);
  return { span, ctx: trace.setSpan(parent, span) };
}

/** Runs fn inside ctx (the span's context), so its log lines and outgoing messages carry the trace. */
export function runInContext<T>(ctx: Context, fn: () => T): T {
  return context.with(ctx, fn);
}
