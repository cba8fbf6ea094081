import { type Request } from 'express';

/** The visitor's address as Express sees it: X-Forwarded-For is honoured only as far as TRUST_PROXY allows. */
export function clientIp(req: Request): string {
  const ip = req.ip ?? req.socket.remoteAddress ?? '';
  return ip.startsWith('::ffff:') ? ip.slice(7) : ip;
}
