import { Inject, Injectable, Logger } from '@nestjs/common';
import { Cron } from '@nestjs/schedule';
import {
  ADS_SUBJECTS,
  BANK_TRANSFER_SUBJECTS,
  BIDS_SUBJECTS,
  BILLING_SUBJECTS,
  type CronStatus,
  ErrorCode,
  type JobName,
  type JobRun,
  type JobStarter,
  type PhotoWidthsFill,
  type PromotionLimit,
} from '@surimarkt/contracts';
import { rpcError, ServiceClient, InjectEnv } from '@surimarkt/server';
import { DataSource } from 'typeorm';
import { type Env } from '../config/env';
import { SERVICES_CLIENT } from '../review/review.service';
import { backupDatabase, type BackupFile, type BackupStore, createBackupStore } from './backup';

const ZONE = 'America/Paramaribo';
const BACKUPS_KEPT = 7;

/** The jobs this product runs, with the spec's times. */
const SCHEDULES: Record<JobName, string> = {
  backup: 'Dagelijks om 03:00',
  'expired-ads': 'Dagelijks om 08:00',
  'subscription-reminders': 'Maandag om 09:00',
  'bank-transfer-expiry': 'Dagelijks om 07:00',
  'photo-widths': 'Bij elke start',
  'orphan-photos': 'Dagelijks om 04:00',
};
/** The photo widths job goes over every ad's photos: minutes on a large catalogue, not the usual seconds. */
const PHOTO_WIDTHS_TIMEOUT_MS = 30 * 60_000;

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

const toRun = (row: JobRunRow): JobRun => ({
  id: Number(row.id),
  job: row.job,
  startedBy: row.started_by,
  startedAt: new Date(row.started_at).toISOString(),
  finishedAt: row.finished_at ? new Date(row.finished_at).toISOString() : null,
  ok: row.ok,
  result: row.result,
  error: row.error,
});

/**
 * The back-office's scheduler: runs each job at its time on one replica (a PostgreSQL advisory lock decides which),
 * runs it at once when the operator or an outside scheduler asks, and keeps every run with its outcome.
 */
@Injectable()
export class JobRunner {
  private readonly logger = new Logger(JobRunner.name);
  private readonly backups: BackupStore;

  constructor(
    private readonly dataSource: DataSource,
    @Inject(SERVICES_CLIENT) private readonly services: ServiceClient,
    @InjectEnv() private readonly env: Env,
  ) {
    this.backups = createBackupStore(env);
  }

  @Cron('0 3 * * *', { name: 'backup', timeZone: ZONE })
  scheduledBackup(): Promise<void> {
    return this.runScheduled('backup');
  }

  @Cron('0 8 * * *', { name: 'expired-ads', timeZone: ZONE })
  scheduledExpiry(): Promise<void> {
    return this.runScheduled('expired-ads');
  }

  @Cron('0 9 * * 1', { name: 'subscription-reminders', timeZone: ZONE })
  scheduledReminders(): Promise<void> {
    return this.runScheduled('subscription-reminders');
  }

  @Cron('0 4 * * *', { name: 'orphan-photos', timeZone: ZONE })
  scheduledOrphanPhotos(): Promise<void> {
    return this.runScheduled('orphan-photos');
  }

  @Cron('0 7 * * *', { name: 'bank-transfer-expiry', timeZone: ZONE })
  scheduledBankTransferExpiry(): Promise<void> {
    return this.runScheduled('bank-transfer-expiry');
  }

  /** One run per job and moment, whichever replica takes the lock first; the others skip it. */
  private async runScheduled(job: JobName): Promise<void> {
    const runner = this.dataSource.createQueryRunner();
    await runner.connect();
    try {
      const [{ locked }] = await runner.query(`SELECT pg_try_advisory_lock(hashtext($1)) AS locked`, [`surimarkt-job:${job}`]);
      if (!locked) return;
      try {
        const [recent] = await runner.query(
          `SELECT 1 FROM "moderation"."job_runs" WHERE "job" = $1 AND "started_by" = 'schedule' AND "started_at" > now() - interval
             '10 minutes'`,
          [job],
        );
        if (!recent) await this.run(job, 'schedule');
      } finally {
        await runner.query(`SELECT pg_advisory_unlock(hashtext($1))`, [`surimarkt-job:${job}`]);
      }
    } catch (error) {
      this.logger.error(`scheduled ${job} failed: ${(error as Error)?.message ?? error}`);
    } finally {
      await runner.release();
    }
  }

  /** Runs a job now and records it; a failed run is recorded too, and answered as the error it was. */
  async run(job: string, startedBy: JobStarter): Promise<JobRun> {
    if (!Object.hasOwn(SCHEDULES, job)) throw rpcError(ErrorCode.NotFound, 'Onbekende taak');
    const [{ id }] = await this.dataSource.query(
      `INSERT INTO "moderation"."job_runs" ("job", "started_by") VALUES ($1, $2) RETURNING "id"`,
      [job, startedBy],
    );
    let result: Record<string, unknown> | null = null;
    let error: string | null = null;
    try {
      result = await this.execute(job as JobName);
    } catch (failure) {
      error = (failure as { message?: string })?.message ?? String(failure);
    }
    const [rows]: [JobRunRow[], number] = await this.dataSource.query(
      `UPDATE "moderation"."job_runs" SET "finished_at" = now(), "ok" = $2, "result" = $3, "error" = $4 WHERE "id" = $1 RETURNING *`,
      [id, error === null, result === null ? null : JSON.stringify(result), error],
    );
    if (error !== null) throw rpcError(ErrorCode.Unavailable, `${job} mislukt: ${error}`);
    return toRun(rows[0]);
  }

  async status(): Promise<CronStatus> {
    const runs: JobRunRow[] = await this.dataSource.query(`SELECT * FROM "moderation"."job_runs" ORDER BY "id" DESC LIMIT 50`);
    // The page still shows the runs when the bucket cannot be read; the failed backup run says why.
    const files = await this.backups.list().catch((error: unknown): BackupFile[] => {
      this.logger.warn(`backups not listed: ${(error as Error)?.message ?? error}`);
      return [];
    });
    const jobs = (Object.keys(SCHEDULES) as JobName[]).map((job) => {
      const last = runs.find((r) => r.job === job);
      return { job, schedule: SCHEDULES[job] as string, lastRun: last ? toRun(last) : null };
    });
    return {
      status: jobs.some((j) => j.lastRun?.ok === false) ? 'failing' : 'ok',
      backupLocation: this.backups.location,
      backupInfo: { kept: BACKUPS_KEPT, latest: files[0]?.createdAt ?? null, files },
      jobs,
      runs: runs.map(toRun),
    };
  }

  /**
   * Promotions a package no longer pays for (paused, ended or smaller) end with the expired ads. Expiring ads must not
   * wait for billing: if it cannot answer, the run says so and the next day's run catches up.
   */
  private async endUnpaidPromotions(): Promise<{ endedPromotions: number } | { promotionsSkipped: string }> {
    try {
      const { limits } = await this.services.send<{ limits: PromotionLimit[] }>(BILLING_SUBJECTS.promotionLimits, {});
      const promotions = await this.services.send<{ ended: number }>(ADS_SUBJECTS.trimPromotions, { limits });
      return { endedPromotions: promotions.ended };
    } catch (error) {
      this.logger.warn(`promotions not checked: ${(error as Error).message}`);
      return { promotionsSkipped: (error as Error).message };
    }
  }

  private async execute(job: JobName): Promise<Record<string, unknown>> {
    switch (job) {
      case 'backup':
        return backupDatabase(this.env.DATABASE_URL, this.backups, BACKUPS_KEPT);
      case 'expired-ads': {
        const ads = await this.services.send<{ expired: number }>(ADS_SUBJECTS.expire, {});
        const bids = await this.services.send<{ expired: number }>(BIDS_SUBJECTS.expire, {});
        return { expiredAds: ads.expired, expiredBids: bids.expired, ...(await this.endUnpaidPromotions()) };
      }
      case 'subscription-reminders':
        return this.services.send<Record<string, unknown>>(BILLING_SUBJECTS.runReminders, {});
      case 'bank-transfer-expiry':
        return this.services.send<Record<string, unknown>>(BANK_TRANSFER_SUBJECTS.runExpiry, {});
      case 'photo-widths': {
        const fill = await this.services.send<PhotoWidthsFill>(ADS_SUBJECTS.fillPhotoWidths, {}, { timeoutMs: PHOTO_WIDTHS_TIMEOUT_MS });
        if (fill.isBusy) throw new Error('een andere replica van de ads-service is er al mee bezig');
        return { photos: fill.photos, made: fill.made, missing: fill.missing, failed: fill.failed };
      }
      case 'orphan-photos':
        return this.services.send<Record<string, unknown>>(ADS_SUBJECTS.removeOrphanPhotos, {}, { timeoutMs: PHOTO_WIDTHS_TIMEOUT_MS });
      default:
        throw rpcError(ErrorCode.NotFound, 'Onbekende taak');
    }
  }
}
