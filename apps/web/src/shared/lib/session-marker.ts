/** Set by the server beside the httpOnly session cookie; page scripts cannot read the session itself. */
const SESSION_MARKER = 'sm_has_session=1';

/**
 * Whether the visitor has a session: in the browser from its own cookies, on the server from the cookies of the
 * request being rendered. Its own file, without RTK Query: the light page start (main.tsx) reads it too.
 */
export function hasSessionMarker(cookies: string | null = typeof document === 'undefined' ? null : document.cookie): boolean {
  return (cookies ?? '').split(';').some((c) => c.trim() === SESSION_MARKER);
}
