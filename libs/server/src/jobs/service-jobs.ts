import { Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import {
  ErrorCode,
  isJobName,
  JOBS,
  type JobName,
  type JobRun,
  type JobStarter,
  type ServiceJobRuns,
  type ServiceName,
} from '@surimarkt/contracts';
import { type DataSource } from 'typeorm';
import { rpcError } from '../service/rpc-error';
import { jobRunsTotal, watchJobSuccesses } from '../telemetry/service-metrics';

/** A job's work; what it answers is kept with the run and shown in the back-office. */
export type JobHandler = () => Promise<Record<string, unknown>>;

/** Newest runs a service reports to the back-office. */
const RUNS_LISTED = 50;

interface JobRunRow {
  id: string;
  job: JobName;
  started_by: JobStarter;
  started_at: Date;
  finished_at: Date | null;
  ok: boolean | null;
  result: Record<string, unknown> | null;
  error: string | null;
}

/** The scheduled moment a cron tick stands for: replicas ticking a few milliseconds or seconds apart name the same one. */
export function scheduledSlot(at: Date): Date {
  const slot = new Date(at);
  slot.setUTCSeconds(0, 0);
  return slot;
}

/**
 * One service's jobs, with their runs in its own schema's job_runs table (see createJobRunsTable). A scheduled run first
 * claims its slot, the (job, scheduled minute) row, so however many replicas tick, one runs it and the others find the
 * row taken; a run the operator starts is never refused. Subclasses give the handlers and tick the schedule with
 * @Cron(JOBS[job].cron) methods that call runScheduled.
 */
export abstract class ServiceJobs implements OnApplicationBootstrap, OnApplicationShutdown {
  protected readonly logger: Logger;
  protected abstract readonly handlers: Partial<Record<JobName, JobHandler>>;
  private unwatch?: () => void;

  protected constructor(
    protected readonly dataSource: DataSource,
    readonly service: ServiceName,
  ) {
    this.logger = new Logger(`${service}-jobs`);
  }

  /** The last successful run of each job, read from job_runs at a scrape: what every replica agrees on, across restarts. */
  onApplicationBootstrap(): void {
    this.unwatch = watchJobSuccesses(this.service, async () => {
      const rows: { job: string; at: number }[] = await this.dataSource.query(
        `SELECT "job", extract(epoch FROM max("finished_at"))::float8 AS "at" FROM ${this.table} WHERE "ok" GROUP BY "job"`,
      );
      return rows;
    });
  }

  onApplicationShutdown(): void {
    this.unwatch?.();
  }

  /** Runs the job for the slot `at` falls in, unless another replica claimed that slot; answers the run, or null. */
  async runScheduled(job: JobName, at = new Date()): Promise<JobRun | null> {
    try {
      const claimed: Array<{ id: string }> = await this.dataSource.query(
        `INSERT INTO ${this.table} ("job", "started_by", "slot") VALUES ($1, 'schedule', $2) ON CONFLICT ("job", "slot") DO NOTHING
         RETURNING "id"`,
        [job, scheduledSlot(at)],
      );
      if (!claimed.length) return null;
      return await this.finish(job, claimed[0].id);
    } catch (error) {
      this.logger.error(`scheduled ${job} failed: ${(error as Error)?.message ?? error}`);
      return null;
    }
  }

  /** Runs a job now and records it; a failed run is recorded too, and answered as the error it was. */
  async run(job: string, startedBy: JobStarter): Promise<JobRun> {
    if (!isJobName(job) || JOBS[job].service !== this.service || !this.handlers[job]) throw rpcError(ErrorCode.NotFound, 'Onbekende taak');
    const [{ id }] = await this.dataSource.query(`INSERT INTO ${this.table} ("job", "started_by") VALUES ($1, $2) RETURNING "id"`, [
      job,
      startedBy,
    ]);
    const run = await this.finish(job, id);
    if (!run.ok) throw rpcError(ErrorCode.Unavailable, `${job} mislukt: ${run.error}`);
    return run;
  }

  async list(): Promise<ServiceJobRuns> {
    // Only the jobs this service owns now: the moderation-service's table also holds runs of jobs that moved away.
    const jobs = Object.keys(this.handlers);
    const runs: JobRunRow[] = await this.dataSource.query(`SELECT * FROM ${this.table} WHERE "job" = ANY($1) ORDER BY "id" DESC LIMIT $2`, [
      jobs,
      RUNS_LISTED,
    ]);
    const lastRuns: JobRunRow[] = await this.dataSource.query(
      `SELECT DISTINCT ON ("job") * FROM ${this.table} WHERE "job" = ANY($1) ORDER BY "job", "id" DESC`,
      [jobs],
    );
    return { lastRuns: lastRuns.map((row) => this.toRun(row)), runs: runs.map((row) => this.toRun(row)) };
  }

  private get table(): string {
    return `"${this.service}"."job_runs"`;
  }

  private async finish(job: JobName, id: string): Promise<JobRun> {
    let result: Record<string, unknown> | null = null;
    let error: string | null = null;
    try {
      const handler = this.handlers[job];
      if (!handler) throw new Error('onbekende taak');
      result = await handler();
    } catch (failure) {
      error = (failure as { message?: string })?.message ?? String(failure);
    }
    jobRunsTotal.inc({ job, outcome: error === null ? 'ok' : 'failed' });
    const rows: JobRunRow[] = await this.dataSource
      .query(`UPDATE ${this.table} SET "finished_at" = now(), "ok" = $2, "result" = $3, "error" = $4 WHERE "id" = $1 RETURNING *`, [
        id,
        error === null,
        result === null ? null : JSON.stringify(result),
        error,
      ])
      .then(([updated]: [JobRunRow[], number]) => updated);
    return this.toRun(rows[0]);
  }

  private toRun(row: JobRunRow): JobRun {
    return {
      id: Number(row.id),
      service: this.service,
      job: row.job,
      startedBy: row.started_by,
      startedAt: new Date(row.started_at).toISOString(),
      finishedAt: row.finished_at ? new Date(row.finished_at).toISOString() : null,
      ok: row.ok,
      result: row.result,
      error: row.error,
    };
  }
}
