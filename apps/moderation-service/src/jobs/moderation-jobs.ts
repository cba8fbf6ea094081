import { Injectable, Logger } from '@nestjs/common';
import { Cron } from '@nestjs/schedule';
import { type BackupInfo, JOB_TIME_ZONE, JOBS } from '@surimarkt/contracts';
import { InjectEnv, type JobHandler, ServiceJobs } from '@surimarkt/server';
import { DataSource } from 'typeorm';
import { type Env } from '../config/env';
import { backupDatabase, type BackupFile, type BackupStore, createBackupStore } from './backup';

const BACKUPS_KEPT = 7;

/** The moderation-service's job: the nightly backup of the whole database, and what it keeps. */
@Injectable()
export class ModerationJobs extends ServiceJobs {
  protected readonly handlers: Record<'backup', JobHandler>;
  private readonly backups: BackupStore;
  private readonly backupLogger = new Logger('backups');

  constructor(dataSource: DataSource, @InjectEnv() env: Env) {
    super(dataSource, 'moderation');
    this.backups = createBackupStore(env);
    this.handlers = { backup: () => backupDatabase(env.DATABASE_URL, this.backups, BACKUPS_KEPT) };
  }

  @Cron(JOBS.backup.cron, { name: 'backup', timeZone: JOB_TIME_ZONE })
  scheduledBackup(): Promise<unknown> {
    return this.runScheduled('backup');
  }

  async backupInfo(): Promise<BackupInfo> {
    // The page still shows the runs when the bucket cannot be read; the failed backup run says why.
    const files = await this.backups.list().catch((error: unknown): BackupFile[] => {
      this.backupLogger.warn(`backups not listed: ${(error as Error)?.message ?? error}`);
      return [];
    });
    return { location: this.backups.location, kept: BACKUPS_KEPT, latest: files[0]?.createdAt ?? null, files };
  }
}
