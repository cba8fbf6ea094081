import { isIPv4, isIPv6 } from 'node:net';

const IPV4_MAPPED = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i;

/**
 * The address with its host part cut off: the IPv4 /24 network (190.98.1.0) or the IPv6 /48 (2001:db8:1::).
 * Enough for statistics per network, not enough to point at one phone or household.
 */
export function truncateAddress(ipAddress: string): string | null {
  const address = ipAddress.trim().replace(IPV4_MAPPED, '$1');
  if (isIPv4(address)) return address.replace(/\.\d+$/, '.0');
  if (isIPv6(address)) {
    const [head] = address.split('::');
    const groups = (address.includes('::') ? head.split(':').filter(Boolean) : address.split(':')).slice(0, 3);
    while (groups.length < 3) groups.push('0');
    return `${groups.join(':')}::`;
  }
  return null;
}
