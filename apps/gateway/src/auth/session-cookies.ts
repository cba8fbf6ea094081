import { type Request, type Response } from 'express';

/** The session token: httpOnly, so page scripts never read it; Lax, so other sites cannot send it with a POST. */
export const SESSION_COOKIE = 'sm_session';
/** Not a secret: tells the web app a session may exist, so a guest's page skips GET /api/auth/user. */
export const SESSION_MARKER_COOKIE = 'sm_has_session';

/** The value of one cookie of the request (no cookie parser runs for the public routes). */
export function readCookie(req: Request, name: string): string | undefined {
  const header = req.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return decodeURIComponent(part.slice(eq + 1).trim());
  }
  return undefined;
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
