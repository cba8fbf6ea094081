import { isIP } from 'node:net';

/** One accepted push service: a host (or `*.suffix`), an optional port, and whether plain http is allowed (loopback). */
export interface PushHost {
  host: string;
  port?: number;
  http: boolean;
}

/** The browsers' own push services (Chrome and Android, Firefox, Edge, Safari). */
export const KNOWN_PUSH_HOSTS: PushHost[] = [
  { host: 'fcm.googleapis.com', http: false },
  { host: 'updates.push.services.mozilla.com', http: false },
  { host: '*.notify.windows.com', http: false },
  { host: 'web.push.apple.com', http: false },
];

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * PUSH_ENDPOINT_HOSTS: comma-separated `host[:port]`, `*.suffix` for a family, `http://host:port` only for a loopback
 * host (the tests' own push service). Unset: the known services. Throws a readable reason for a bad entry.
 */
export function parsePushHosts(value: string | undefined): PushHost[] {
  if (value === undefined) return KNOWN_PUSH_HOSTS;
  return value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      const http = entry.startsWith('http://');
      const match = /^(\*\.)?([a-z0-9.-]+|\[::1\])(?::(\d{1,5}))?$/i.exec(http ? entry.slice('http://'.length) : entry);
      if (!match) throw new Error(`not a host[:port]: ${entry}`);
      const host = `${match[1] ?? ''}${match[2].toLowerCase()}`;
      if (http && !LOOPBACK_HOSTS.has(host)) throw new Error(`http:// only for a loopback host: ${entry}`);
      return { host, http, ...(match[3] ? { port: Number(match[3]) } : {}) };
    });
}

/** The entry that lets this endpoint through, or undefined: https (http only where named), a listed host and port. */
export function allowedPushHost(endpoint: string, hosts: PushHost[]): PushHost | undefined {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return undefined;
  }
  if (url.username || url.password || url.hash) return undefined;
  const isHttp = url.protocol === 'http:';
  if (!isHttp && url.protocol !== 'https:') return undefined;
  const host = url.hostname.toLowerCase();
  const port = url.port ? Number(url.port) : undefined;
  const entry = hosts.find(
    (entry) =>
      (entry.host.startsWith('*.') ? host.endsWith(entry.host.slice(1)) && host.length > entry.host.length - 1 : host === entry.host) &&
      entry.port === port &&
      (!isHttp || entry.http),
  );
  // A literal private address is never a push service, whatever the list says (loopback only where named, for tests).
  const literal = host.replace(/^\[|\]$/g, '');
  if (entry && isIP(literal) && isPrivateAddress(literal) && !isLoopbackHost(entry)) return undefined;
  return entry;
}

/** Loopback only counts when the entry names it (tests); a literal private address is never a push service. */
export function isLoopbackHost(entry: PushHost): boolean {
  return LOOPBACK_HOSTS.has(entry.host);
}

/** An address no public push service has: private, loopback, link-local, carrier-grade NAT, multicast, unspecified. */
export function isPrivateAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) {
    const [a, b] = address.split('.').map(Number);
    return (
      a === 0 ||
      a === 10 ||
      a === 127 ||
      (a === 100 && b >= 64 && b <= 127) ||
      (a === 169 && b === 254) ||
      (a === 172 && b >= 16 && b <= 31) ||
      (a === 192 && b === 168) ||
      (a === 198 && (b === 18 || b === 19)) ||
      a >= 224
    );
  }
  if (family === 6) {
    const lower = address.toLowerCase();
    const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(lower);
    if (mapped) return isPrivateAddress(mapped[1]);
    return lower === '::' || lower === '::1' || /^f[cd]/.test(lower) || /^fe[89ab]/.test(lower) || lower.startsWith('ff');
  }
  return true;
}
