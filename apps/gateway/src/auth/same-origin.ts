import { type Request } from 'express';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * A write carried by the session cookie must come from our own pages. Browsers send Origin with every
 * cross-origin request and with same-origin POST/PUT/PATCH/DELETE; Referer is the fallback for old ones.
 * A request with neither is refused: a browser page always sends one, and API clients use the bearer token.
 */
export function isSameOriginWrite(req: Request, publicUrl: string): boolean {
  if (SAFE_METHODS.has(req.method)) return true;
  const source = req.headers.origin ?? req.headers.referer;
  if (!source) return false;
  let origin: string;
  try {
    origin = new URL(source).origin;
  } catch {
    return false;
  }
  const own = new Set([new URL(publicUrl).origin, `${req.protocol}://${req.get('host')}`]);
  return own.has(origin);
}
