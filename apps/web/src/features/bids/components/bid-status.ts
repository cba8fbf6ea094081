/** The bid statuses' badge colours (accounts spec 4). */
export const BID_STATUS_COLOURS: Record<string, string> = {
  pending: 'warning',
  accepted: 'success',
  rejected: 'error',
  expired: 'default',
  withdrawn: 'default',
};

/** A pending bid with less than a day left (spec 2.9 'Verloopt binnenkort'). */
export function isExpiringSoon(bid: { status: string; expiresAt: string }, now = Date.now()): boolean {
  const left = new Date(bid.expiresAt).getTime() - now;
  return bid.status === 'pending' && left > 0 && left < 24 * 3600 * 1000;
}
