import { type AccountUser } from '@surimarkt/contracts';
import { httpError } from '../common/http-error';

/**
 * What can reach other people (an ad, a bid, a message, a report, a saved search that mails, a review) needs a
 * confirmed address: a throwaway account made with someone else's address can do none of it.
 */
export function requireConfirmedEmail(user: AccountUser, message: string): void {
  if (!user.isEmailVerified) throw httpError(403, message);
}
