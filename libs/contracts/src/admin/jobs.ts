import { natsSubject } from '../common/nats-subject';
import { type ServiceName } from '../common/service-names';

// The scheduled jobs of the back-office (back-office spec 2.6, 9). Each service runs its own jobs at their times (one
// run per scheduled moment, whatever the number of replicas) and keeps their runs in its own schema; the operator
// ('Nu uitvoeren') or an outside scheduler (POST /api/cron/{job}) runs one at once. The gateway gathers every
// service's runs for the cron section.
//   POST /api/cron/{job}        (admin-token or Bearer CRON_SECRET) → { success, job, result }
//   GET  /api/cron/status       (admin-token) → CronStatus

/** Times are Paramaribo's. */
export const JOB_TIME_ZONE = 'America/Paramaribo';

/** Every job: the service that owns it, its cron expression (null: not on a clock) and the schedule in words. */
export const JOBS = {
  backup: { service: 'moderation', cron: '0 3 * * *', schedule: 'Dagelijks om 03:00' },
  'expired-ads': { service: 'ads', cron: '0 8 * * *', schedule: 'Dagelijks om 08:00' },
  'subscription-reminders': { service: 'billing', cron: '0 9 * * 1', schedule: 'Maandag om 09:00' },
  'bank-transfer-expiry': { service: 'billing', cron: '0 7 * * *', schedule: 'Dagelijks om 07:00' },
  'photo-widths': { service: 'ads', cron: null, schedule: 'Bij elke start' },
  'orphan-photos': { service: 'ads', cron: '0 4 * * *', schedule: 'Dagelijks om 04:00' },
  'saved-search-digests': { service: 'ads', cron: '0 8 * * *', schedule: 'Dagelijks om 08:00' },
  retention: { service: 'analytics', cron: '0 3 * * *', schedule: 'Dagelijks om 03:00' },
} as const satisfies Record<string, { service: ServiceName; cron: string | null; schedule: string }>;
export type JobName = keyof typeof JOBS;
export const JOB_NAMES = Object.keys(JOBS) as JobName[];

export function isJobName(job: string): job is JobName {
  return Object.hasOwn(JOBS, job);
}

/** The services that own at least one job, in the order the back-office lists them. */
export const JOB_SERVICES: ServiceName[] = [...new Set(JOB_NAMES.map((job) => JOBS[job].service))];

/** What each service answers about its own jobs. */
export function jobSubjects(service: ServiceName) {
  return {
    /** {} → ServiceJobRuns */
    list: natsSubject(`${service}.jobs.list`),
    /** { job, startedBy } → JobRun (finished) */
    run: natsSubject(`${service}.jobs.run`),
  };
}

export const BACKUP_SUBJECTS = {
  /** {} → BackupInfo : where the moderation-service's backup job keeps its dumps, and those kept. */
  list: natsSubject('moderation.backups'),
} as const;

/** Who started a run: the schedule, the operator in the back-office, or an outside scheduler with the cron secret. */
export type JobStarter = 'schedule' | 'admin' | 'scheduler';

export interface JobRun {
  /** Unique within its service. */
  id: number;
  service: ServiceName;
  job: JobName;
  startedBy: JobStarter;
  startedAt: string;
  finishedAt: string | null;
  ok: boolean | null;
  result: Record<string, unknown> | null;
  error: string | null;
}

/** One service's runs: the last of each of its jobs, and its newest runs. */
export interface ServiceJobRuns {
  lastRuns: JobRun[];
  runs: JobRun[];
}

export interface BackupInfo {
  /** Where the backups go. */
  location: string;
  kept: number;
  latest: string | null;
  files: { name: string; bytes: number; createdAt: string }[];
}

export interface CronStatus {
  /** 'failing' when a job's last run failed or a service could not say. */
  status: 'ok' | 'failing';
  backupLocation: string;
  backupInfo: Omit<BackupInfo, 'location'>;
  jobs: { job: JobName; service: ServiceName; schedule: string; lastRun: JobRun | null }[];
  runs: JobRun[];
}
