import { context, propagation, ROOT_CONTEXT, type Span, SpanKind, SpanStatusCode, TraceFlags, trace } from '@opentelemetry/api';
import { RandomIdGenerator } from '@opentelemetry/sdk-trace';
import { type NextFunction, type Request, type Response } from 'express';
import { routeLabel } from './http-metrics';

export type TracedRequest = Request & { span?: Span };

// Probes and scrapes carry ids for their log lines but are never recorded: nothing to follow, and they never stop.
const NOT_RECORDED = /^\/(api\/health|metrics)/;
const ids = new RandomIdGenerator();

/**
 * The request's span, opened here from the caller's `traceparent` (or as a new trace), kept on the request for its log
 * line and entered (runInRequestSpan) once the body is read. With export off it records nothing but carries the ids
 * that go on over NATS and into the log lines; with export on, a sampled request's span is named after its route and
 * sent with its status. Opened here rather than by OpenTelemetry's http and Express instrumentations, which cost every
 * request much CPU, sampled or not (docs/benchmarks.md).
 */
export function requestTrace(req: TracedRequest, res: Response, next: NextFunction): void {
  const parent = propagation.extract(ROOT_CONTEXT, req.headers);
  if (NOT_RECORDED.test(req.url)) {
    const caller = trace.getSpanContext(parent);
    req.span = trace.wrapSpanContext({
      traceId: caller && trace.isSpanContextValid(caller) ? caller.traceId : ids.generateTraceId(),
      spanId: ids.generateSpanId(),
      traceFlags: TraceFlags.NONE,
    });
    return next();
  }
  const span = trace.getTracer('surimarkt').startSpan(req.method, { kind: SpanKind.SERVER }, parent);
  if (span.isRecording()) {
    res.once('close', () => {
      const route = routeLabel(req);
      span.updateName(`${req.method} ${route}`);
      span.setAttributes({ 'http.request.method': req.method, 'http.route': route, 'http.response.status_code': res.statusCode });
      if (res.statusCode >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
      span.end();
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
