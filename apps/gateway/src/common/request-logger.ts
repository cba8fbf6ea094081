import { type NextFunction, type RequestHandler, type Response } from 'express';
import { type Logger } from 'pino';
import { type TracedRequest } from './request-trace';

type Req = TracedRequest & { id?: string };

/**
 * One JSON line per request: method, url, status, ms, requestId and the trace's ids (the same traceId as the lines of
 * the services that handled it). Never bodies, never cookies or auth headers.
 *
 * Written here rather than with pino-http: pino-http builds one or two child loggers per request (serialising
 * their bindings) for req.log / res.log, which nothing here uses; that was a tenth of a small API answer's CPU,
 * paid even when the level logs nothing.
 */
export function requestLogger(logger: Logger): RequestHandler {
  return (req: Req, res: Response, next: NextFunction) => {
    const started = Date.now();
    // 'close' comes once the response is sent or the client went away (Node emits it in both cases); 'error' if the
    // socket failed first. One listener fewer than also waiting for 'finish', on every request.
    const done = (error?: unknown) => {
      res.removeListener('close', done);
      res.removeListener('error', done);
      const isFailed = error !== undefined || res.statusCode >= 500;
      // A health probe's 503 is its answer ('not ready yet', while the services start or one is away), asked every few
      // seconds by the orchestrator: not a failed request to print in red, and no line per probe at the usual level.
      const isProbe = (req.originalUrl ?? req.url).startsWith('/api/health');
      const level = isProbe ? 'debug' : isFailed ? 'error' : res.statusCode >= 400 ? 'warn' : 'info';
      if (!logger.isLevelEnabled(level)) return;
      const ids = req.span?.spanContext();
      const line = {
        requestId: req.id,
        traceId: ids?.traceId,
        spanId: ids?.spanId,
        method: req.method,
        url: req.originalUrl ?? req.url,
        status: res.statusCode,
        ms: Date.now() - started,
      };
      logger[level](line, isFailed ? 'request failed' : 'request');
    };
    res.on('close', done);
    res.on('error', done);
    next();
  };
}
