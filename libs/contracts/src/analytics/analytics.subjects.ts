import { natsSubject } from '../common/nats-subject';

// The activity events themselves travel on JetStream (EVENT_SUBJECTS.activityLogged); these are the dashboard's reads.
export const ANALYTICS_SUBJECTS = {
  /** AnalyticsQuery ({ report, days, limit? }) → the report's rows (back-office spec 3 "Analytics rows"). */
  report: natsSubject('analytics.report'),
} as const;
