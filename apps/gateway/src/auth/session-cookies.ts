import { parseCookie } from 'cookie';
import { type Request, type Response } from 'express';

/** The session token: httpOnly, so page scripts never read it; Lax, so other sites cannot send it with a POST. */
export const SESSION_COOKIE = 'sm_session';
/** Not a secret: tells the web app a session may exist, so a guest's page skips GET /api/auth/user. */
export const SESSION_MARKER_COOKIE = 'sm_has_session';

const PARSED = Symbol('cookies');
type WithCookies = Request & { [PARSED]?: Record<string, string | undefined> };

/** A value that is not valid percent-encoding is not read at all (never half-read, never an error). */
function decodeOrDrop(value: string): string | undefined {
  try {
    return decodeURIComponent(value);
  } catch {
    return undefined;
  }
}

/**
 * The request's cookies, parsed once with the one parser every part of the gateway uses (the session guard, the page
 * renderer's guest test, the view recorder), so no spelling of the header can mean a session to one and a guest to
 * another. Names are trimmed as browsers write them; an unreadable value counts as no cookie.
 */
export function cookiesOf(req: Request): Record<string, string | undefined> {
  const withCookies = req as WithCookies;
  withCookies[PARSED] ??= parseCookie(req.headers.cookie ?? '', { decode: decodeOrDrop });
  return withCookies[PARSED];
}

/** The value of one cookie of the request (no cookie parser middleware runs for the public routes). */
export function readCookie(req: Request, name: string): string | undefined {
  return cookiesOf(req)[name] || undefined;
}

/**
 * Whether a request may be a logged-in visitor's: any cookie whose name, however spelled, looks like ours. Such a
 * request is never served from nor stored in the guest page cache; erring this way costs only a render.
 */
export function mayCarrySession(req: Request): boolean {
  const header = req.headers.cookie;
  return header !== undefined && /sm_(?:has_)?session/i.test(header);
}

/** The device cookie (OWASP): the browser the owner logged in with, sent only to the login itself. */
export const DEVICE_COOKIE = 'sm_device';
const DEVICE_PATH = '/api/auth';

export function setDeviceCookie(req: Request, res: Response, token: string, expiresAt: Date): void {
  res.cookie(DEVICE_COOKIE, token, { sameSite: 'lax', secure: req.secure, path: DEVICE_PATH, expires: expiresAt, httpOnly: true });
}

export function setSessionCookies(req: Request, res: Response, token: string, expiresAt: Date): void {
  // req.secure follows X-Forwarded-Proto behind a trusted proxy (TRUST_PROXY), so https gets Secure cookies.
  const common = { sameSite: 'lax', secure: req.secure, path: '/', expires: expiresAt } as const;
  res.cookie(SESSION_COOKIE, token, { ...common, httpOnly: true });
  res.cookie(SESSION_MARKER_COOKIE, '1', { ...common, httpOnly: false });
}

export function clearSessionCookies(req: Request, res: Response): void {
  const common = { sameSite: 'lax', secure: req.secure, path: '/' } as const;
  res.clearCookie(SESSION_COOKIE, { ...common, httpOnly: true });
  res.clearCookie(SESSION_MARKER_COOKIE, common);
}

/**
 * An answer that opened a session, as a browser gets it: the token lives in the httpOnly cookie only, so no page
 * script (nor anything that reads the page's network log) sees it. Only the login hands it to an API client that asks.
 */
export function withoutSessionToken<T extends { token: string }>(reply: T): Omit<T, 'token'> {
  const { token: _token, ...rest } = reply;
  return rest;
}
