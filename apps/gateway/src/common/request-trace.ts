import { context, propagation, ROOT_CONTEXT, type Span, TraceFlags, trace } from '@opentelemetry/api';
import { RandomIdGenerator } from '@opentelemetry/sdk-trace';
import { type NextFunction, type Request, type Response } from 'express';

export type TracedRequest = Request & { span?: Span };

const ids = new RandomIdGenerator();

/**
 * The request's span, kept on the request for its log line and entered (runInRequestSpan) once the body is read. When
 * traces are exported the http instrumentation has opened it already. Otherwise (export off, or a probe the
 * instrumentation skips) it is a span that records nothing: the caller's trace (`traceparent`) or a new one, with ids
 * that go on over NATS, marked not sampled, and into the log lines.
 */
export function requestTrace(req: TracedRequest, _res: Response, next: NextFunction): void {
  let span = trace.getSpan(context.active());
  if (!span) {
    const parent = trace.getSpanContext(propagation.extract(ROOT_CONTEXT, req.headers));
    span = trace.wrapSpanContext({
      traceId: parent && trace.isSpanContextValid(parent) ? parent.traceId : ids.generateTraceId(),
      spanId: ids.generateSpanId(),
      traceFlags: TraceFlags.NONE,
    });
  }
  req.span = span;
  next();
}

/** Runs the rest of the request inside its span, so every NATS message it sends and every line it logs carry it. */
export function runInRequestSpan(req: TracedRequest, next: () => void): void {
  if (!req.span) return next();
  context.with(trace.setSpan(context.active(), req.span), next);
}
