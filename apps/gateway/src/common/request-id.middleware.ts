import { randomUUID } from 'node:crypto';
import { type NextFunction, type Request, type Response } from 'express';
import { REQUEST_ID_HEADER } from '@surimarkt/server';

// An upstream proxy's id is kept so one request can be followed across hops; anything odd
// (too long, spaces, control characters) is replaced rather than written into logs and headers.
const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

export function requestIdMiddleware(req: Request, res: Response, next: NextFunction): void {
  const incoming = req.headers[REQUEST_ID_HEADER];
  const requestId = typeof incoming === 'string' && SANE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
  (req as Request & { id: string }).id = requestId;
  res.setHeader(REQUEST_ID_HEADER, requestId);
  // The async context that carries it to NATS is entered later, after the body parser (create-gateway-app.ts).
  next();
}
