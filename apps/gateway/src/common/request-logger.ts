import { type IncomingMessage, type ServerResponse } from 'node:http';
import { type RequestHandler } from 'express';
import { type Logger } from 'pino';
import { pinoHttp } from 'pino-http';

type Req = IncomingMessage & { id?: string; originalUrl?: string };

/** One JSON line per request: method, url, status, ms, requestId. Never bodies, never cookies or auth headers. */
export function requestLogger(logger: Logger): RequestHandler {
  const line = (req: Req, res: ServerResponse, responseTime: number) => ({
    requestId: req.id, method: req.method, url: req.originalUrl ?? req.url, status: res.statusCode, ms: responseTime,
  });
  return pinoHttp({
    logger,
    genReqId: (req: Req) => req.id ?? '',
    // The default req/res serializers would log every header, cookies and Authorization included.
    serializers: { req: () => undefined, res: () => undefined, err: () => undefined },
    wrapSerializers: false,
    customLogLevel: (_req, res, error) => (error || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info'),
    customSuccessMessage: () => 'request',
    customErrorMessage: () => 'request failed',
    customSuccessObject: (req, res, val: { responseTime: number }) => line(req, res, val.responseTime),
    customErrorObject: (req, res, _error, val: { responseTime: number }) => line(req, res, val.responseTime),
  }) as unknown as RequestHandler;
}
