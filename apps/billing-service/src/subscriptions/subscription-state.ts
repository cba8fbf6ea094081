import { SUBSCRIPTION_GRACE_DAYS, SUBSCRIPTION_REMINDER_DAYS, type SubscriptionStatus } from '@surimarkt/contracts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** What the table stores; the states that follow from the calendar (past due, paused, ended) are derived from it. */
export interface StoredSubscription {
  status: 'pending' | 'active' | 'cancelled' | 'ended';
  autoRenew: boolean;
  currentPeriodEnd: Date | null;
}

/**
 * The subscription's state now. Time alone moves a paid period on: once it ends unpaid, a renewing subscription is
 * past due for the grace period and then paused; a cancelled one (or one with auto-renew off) ends. Deriving this
 * at each read means no state is wrong between two runs of the reminders job.
 */
export function effectiveStatus(sub: StoredSubscription, now = new Date()): SubscriptionStatus {
  if (sub.status === 'pending' || sub.status === 'ended' || !sub.currentPeriodEnd) return sub.status === 'ended' ? 'ended' : 'pending';
  const end = sub.currentPeriodEnd.getTime();
  if (now.getTime() < end) return sub.status;
  if (sub.status === 'cancelled' || !sub.autoRenew) return 'ended';
  return now.getTime() < end + SUBSCRIPTION_GRACE_DAYS * DAY_MS ? 'past_due' : 'paused';
}

/** The package's slots, featured ads and top listings work while paid for, cancelled or not, and during the grace period. */
export function slotsActive(status: SubscriptionStatus): boolean {
  return status === 'active' || status === 'cancelled' || status === 'past_due';
}

/** A payment can be made for the first period, for the next one once it is within the reminder window, and to resume. */
export function paymentDue(sub: StoredSubscription, now = new Date()): boolean {
  const status = effectiveStatus(sub, now);
  if (status === 'cancelled') return false;
  if (status !== 'active') return true;
  return sub.autoRenew && sub.currentPeriodEnd!.getTime() - now.getTime() <= SUBSCRIPTION_REMINDER_DAYS * DAY_MS;
}

/**
 * The period a paid payment buys. A subscription still running (or in its grace period) continues from the end of
 * its paid period, so paying early loses no day; a first, paused or ended one starts now.
 */
export function nextPeriod(sub: StoredSubscription, paidAt: Date): { start: Date; end: Date } {
  const status = effectiveStatus(sub, paidAt);
  const continues = status === 'active' || status === 'past_due' || status === 'cancelled';
  const start = continues && sub.currentPeriodEnd ? sub.currentPeriodEnd : paidAt;
  return { start, end: addOneMonth(start) };
}

/** One calendar month on (31 January → 28/29 February, as card schemes and Stripe do). */
export function addOneMonth(from: Date): Date {
  const next = new Date(from);
  const day = next.getUTCDate();
  next.setUTCDate(1);
  next.setUTCMonth(next.getUTCMonth() + 1);
  const lastDay = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate();
  next.setUTCDate(Math.min(day, lastDay));
  return next;
}
