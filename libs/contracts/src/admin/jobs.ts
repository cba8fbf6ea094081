import { natsSubject } from '../common/nats-subject';

// The scheduled jobs of the back-office (back-office spec 2.6, 9), run by the moderation-service's scheduler at their
// times, or at once by the operator ('Nu uitvoeren') or an outside scheduler (POST /api/cron/{job}). Every run is kept.
//   POST /api/cron/{job}        (admin-token or Bearer CRON_SECRET) → { success, job, result }
//   GET  /api/cron/status       (admin-token) → CronStatus
export const JOB_SUBJECTS = {
  /** { job, startedBy } → JobRun (finished) */
  run: natsSubject('moderation.run-job'),
  /** {} → CronStatus */
  status: natsSubject('moderation.cron-status'),
} as const;

export const JOBS = ['backup', 'expired-ads', 'subscription-reminders', 'bank-transfer-expiry', 'photo-widths', 'orphan-photos'] as const;
export type JobName = (typeof JOBS)[number];

/** Who started a run: the schedule, the operator in the back-office, or an outside scheduler with the cron secret. */
export type JobStarter = 'schedule' | 'admin' | 'scheduler';

export interface JobRun {
  id: number;
  job: JobName;
  startedBy: JobStarter;
  startedAt: string;
  finishedAt: string | null;
  ok: boolean | null;
  result: Record<string, unknown> | null;
  error: string | null;
}

export interface CronStatus {
  status: 'ok' | 'failing';
  /** Where the backups go. */
  backupLocation: string;
  backupInfo: { kept: number; latest: string | null; files: { name: string; bytes: number; createdAt: string }[] };
  jobs: { job: JobName; schedule: string; lastRun: JobRun | null }[];
  runs: JobRun[];
}
