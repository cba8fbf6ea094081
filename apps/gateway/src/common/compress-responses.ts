import compression from 'compression';
import { type NextFunction, type Request, type RequestHandler, type Response } from 'express';

/**
 * gzip/brotli for what is worth compressing: the answers to GET (lists, pages, files). Other methods answer a few
 * bytes, and a client that accepts no encoding (probes, the renderer's own calls) gets none; neither pays for the
 * compressor's hooks on every write. A server-sent event stream is left alone: the compressor would hold its events back.
 */
export function compressResponses(): RequestHandler {
  const compress = compression();
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method === 'GET' && req.headers['accept-encoding'] && !req.headers.accept?.includes('text/event-stream'))
      compress(req, res, next);
    else next();
  };
}
