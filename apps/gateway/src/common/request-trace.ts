import { context, propagation, ROOT_CONTEXT, type Span, SpanKind, trace } from '@opentelemetry/api';
import { type NextFunction, type Request, type Response } from 'express';
import { routeLabel } from './http-metrics';

export type TracedRequest = Request & { span?: Span };

/**
 * The request's span, kept on the request for its log line and entered (runInRequestSpan) once the body is read. When
 * traces are exported the http instrumentation has opened it already; otherwise it is opened here from the caller's
 * `traceparent`, recording nothing but carrying the ids that go on over NATS and into the log lines.
 */
export function requestTrace(req: TracedRequest, res: Response, next: NextFunction): void {
  let span = trace.getSpan(context.active());
  if (!span) {
    const parent = propagation.extract(ROOT_CONTEXT, req.headers);
    const opened = trace.getTracer('surimarkt').startSpan(`${req.method} request`, { kind: SpanKind.SERVER }, parent);
    // A span that records (exported, sampled) but was not opened by the instrumentation (a probe it skips) ends here.
    if (opened.isRecording()) res.once('close', () => opened.updateName(`${req.method} ${routeLabel(req)}`).end());
    span = opened;
  }
  req.span = span;
  next();
}

/** Runs the rest of the request inside its span, so every NATS message it sends and every line it logs carry it. */
export function runInRequestSpan(req: TracedRequest, next: () => void): void {
  if (!req.span) return next();
  context.with(trace.setSpan(context.active(), req.span), next);
}
