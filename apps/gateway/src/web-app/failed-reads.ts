import { queriesOf } from './shared-page-state';

/**
 * Whether a render's page state holds a read that failed for now (a service down or slow, 5xx, no answer) rather
 * than for good (a 4xx: the guest's 401 for the user, a seller that is gone). Such a page is sent to the visitors who
 * waited for it but not kept: an ad page is kept until the ad changes, and would show the failure for hours.
 */
export function holdsPassingFailure(apiState: unknown): boolean {
  const queries = queriesOf(apiState);
  if (!queries) return false;
  return Object.values(queries).some((entry) => {
    if (entry?.status === 'pending') return true;
    if (entry?.status !== 'rejected') return false;
    const status = entry.error?.status;
    return !(typeof status === 'number' && status >= 400 && status < 500);
  });
}
