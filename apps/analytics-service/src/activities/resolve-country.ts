import { isIP } from 'node:net';
import { lookup } from 'geoip-country';

export const UNKNOWN_COUNTRY = 'unknown';

// Express reports IPv4 clients on a dual-stack socket as '::ffff:1.2.3.4'; the GeoIP data is keyed by the IPv4 form.
const IPV4_MAPPED = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i;

/**
 * ISO country code of an address from the offline GeoIP database (no third-party call), or 'unknown'
 * for private, loopback and malformed addresses, which the database does not cover.
 */
export function resolveCountry(ipAddress: string): string {
  const address = ipAddress.trim().replace(IPV4_MAPPED, '$1');
  if (!isIP(address)) return UNKNOWN_COUNTRY;
  return lookup(address)?.country ?? UNKNOWN_COUNTRY;
}
