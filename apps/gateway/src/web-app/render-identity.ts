import { randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import { type NextFunction, type Request, type Response } from 'express';

// The server renderer reads the API over HTTP from this same process, on the visitor's behalf. These headers carry
// the visitor's address so that rate limits, logs and analytics see the visitor, not 127.0.0.1. The token is new at
// every start and never leaves the process, so nobody outside can claim another address with them.
const RENDER_TOKEN = randomBytes(24).toString('hex');
const TOKEN_HEADER = 'x-sm-render';
const CLIENT_HEADER = 'x-sm-client-ip';
const AGENT_HEADER = 'x-sm-client-agent';
const STORE_HEADER = 'x-sm-for-store';
const FOR_STORE = Symbol('rendered for the store');

/**
 * The headers of an API call the server renderer makes for the visitor at `clientIp` with their browser; or, with
 * `forStore`, for the page kept for everyone, rendered when its ad changed: nobody is visiting, so no view counts.
 */
export function renderHeaders(clientIp: string, userAgent: string | undefined, forStore = false): Record<string, string> {
  return {
    [TOKEN_HEADER]: RENDER_TOKEN,
    [CLIENT_HEADER]: clientIp,
    [AGENT_HEADER]: (userAgent ?? '').slice(0, 512),
    ...(forStore ? { [STORE_HEADER]: '1' } : {}),
  };
}

/** Whether this API call is the renderer's, for the page kept for everyone (see renderHeaders). */
export function isStoreRender(req: Request): boolean {
  return (req as Request & { [FOR_STORE]?: true })[FOR_STORE] === true;
}

/** Before anything reads the address: a call from the server renderer counts as its visitor's. */
export function renderIdentity(req: Request, _res: Response, next: NextFunction): void {
  const token = req.headers[TOKEN_HEADER];
  if (token !== undefined) {
    const ip = req.headers[CLIENT_HEADER];
    if (token === RENDER_TOKEN && typeof ip === 'string' && isIP(ip)) {
      Object.defineProperty(req, 'ip', { value: ip, configurable: true });
      Object.defineProperty(req, 'ips', { value: [], configurable: true });
      // The visitor's browser, not the renderer's fetch: views are counted per visitor.
      const agent = req.headers[AGENT_HEADER];
      if (typeof agent === 'string') req.headers['user-agent'] = agent;
      if (req.headers[STORE_HEADER] === '1') Object.defineProperty(req, FOR_STORE, { value: true });
    }
    delete req.headers[TOKEN_HEADER];
    delete req.headers[CLIENT_HEADER];
    delete req.headers[AGENT_HEADER];
    delete req.headers[STORE_HEADER];
  }
  next();
}
