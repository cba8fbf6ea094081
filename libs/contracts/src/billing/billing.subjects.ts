import { natsSubject } from '../common/nats-subject';

export const BILLING_SUBJECTS = {
  /** The business packages (Basis, Premium, Pro), cheapest first. */
  packagesList: natsSubject('billing.list-packages'),
} as const;
