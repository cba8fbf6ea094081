import { natsSubject } from '../common/nats-subject';

export const ANALYTICS_SUBJECTS = {
  /** Fire-and-forget event: the gateway never waits for the analytics-service. */
  activityLogged: natsSubject('analytics.activity-logged'),
} as const;
