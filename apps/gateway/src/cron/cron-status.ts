import {
  type BackupInfo,
  type CronStatus,
  JOB_NAMES,
  JOBS,
  type JobRun,
  type ServiceJobRuns,
  type ServiceName,
} from '@surimarkt/contracts';

const RUNS_SHOWN = 50;

/**
 * The cron section's view of every service's jobs: each job with the last run its service reported, the newest runs
 * of all of them, and the backups. A service that did not answer leaves its jobs without a last run and the status
 * 'failing', so the operator sees that something is off rather than an empty history.
 */
export function cronStatus(answers: Map<ServiceName, ServiceJobRuns | null>, backups: BackupInfo | null): CronStatus {
  const lastRuns = [...answers.values()].flatMap((answer) => answer?.lastRuns ?? []);
  const jobs = JOB_NAMES.map((job) => ({
    job,
    service: JOBS[job].service as ServiceName,
    schedule: JOBS[job].schedule as string,
    lastRun: lastRuns.find((run) => run.job === job) ?? null,
  }));
  const runs: JobRun[] = [...answers.values()]
    .flatMap((answer) => answer?.runs ?? [])
    .sort((a, b) => b.startedAt.localeCompare(a.startedAt))
    .slice(0, RUNS_SHOWN);
  const silent = [...answers.values()].some((answer) => answer === null) || backups === null;
  return {
    status: silent || jobs.some((j) => j.lastRun?.ok === false) ? 'failing' : 'ok',
    backupLocation: backups?.location ?? '',
    backupInfo: { kept: backups?.kept ?? 0, latest: backups?.latest ?? null, files: backups?.files ?? [] },
    jobs,
    runs,
  };
}
