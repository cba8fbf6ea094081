import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type INestMicroservice } from '@nestjs/common';
import { type CronStatus, JOB_SUBJECTS, type JobRun } from '@surimarkt/contracts';
import { createTestNatsClient, startTestService, useTestDatabase } from '@surimarkt/server/testing';
import { DataSource } from 'typeorm';
import { startAdsService } from '../../../ads-service/src/testing/start-ads-service';
import { AppModule as BillingModule } from '../../../billing-service/src/app.module';
import { AppModule } from '../app.module';
import { JobRunner } from './job-runner.service';

// The scheduled jobs against the real database (pg_dump included) and the real ads-service.
describe('moderation-service: scheduled jobs', () => {
  useTestDatabase();
  const client = createTestNatsClient();
  let dir: string;
  let moderation: INestMicroservice;
  let ads: { app: INestMicroservice; stop: () => Promise<void> };
  let billing: INestMicroservice;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'backups-'));
    process.env.BACKUP_DIR = dir;
    ads = await startAdsService({ seedDemo: false });
    moderation = await startTestService({ service: 'moderation', module: AppModule });
    billing = await startTestService({ service: 'billing', module: BillingModule });
    await client.connect();
  });
  afterAll(async () => {
    await client.close();
    await Promise.all([moderation?.close(), billing?.close(), ads?.stop()]);
    await rm(dir, { recursive: true, force: true });
  });

  it('dumps every schema with pg_dump into the backup folder and keeps the newest 7', async () => {
    for (let day = 1; day <= 7; day++) await writeFile(path.join(dir, `surimarkt-2026-01-0${day}T03-00-00-000Z.dump`), 'oud');
    const run = await client.ask<JobRun>(JOB_SUBJECTS.run, { job: 'backup', startedBy: 'admin' });
    expect(run).toMatchObject({ job: 'backup', startedBy: 'admin', ok: true, error: null });
    const files = (await readdir(dir)).sort();
    expect(files).toHaveLength(7);
    expect(files).not.toContain('surimarkt-2026-01-01T03-00-00-000Z.dump');
    expect(files).toContain(run.result?.file);
    expect(run.result?.bytes).toBeGreaterThan(1000);
  });

  it('runs the expired-ads job at once and keeps every run, with an unknown job refused', async () => {
    const run = await client.ask<JobRun>(JOB_SUBJECTS.run, { job: 'expired-ads', startedBy: 'scheduler' });
    expect(run).toMatchObject({ ok: true, result: { expiredAds: 0, expiredBids: 0 } });
    await expect(client.ask(JOB_SUBJECTS.run, { job: 'opruimen', startedBy: 'admin' })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    const status = await client.ask<CronStatus>(JOB_SUBJECTS.status, {});
    expect(status.jobs.map((j) => [j.job, j.schedule, j.lastRun?.ok])).toEqual([
      ['backup', 'Dagelijks om 03:00', true],
      ['expired-ads', 'Dagelijks om 08:00', true],
      ['subscription-reminders', 'Maandag om 09:00', undefined],
      ['bank-transfer-expiry', 'Dagelijks om 07:00', undefined],
      ['photo-widths', 'Bij elke start', undefined],
      ['orphan-photos', 'Dagelijks om 04:00', undefined],
    ]);
    expect(status).toMatchObject({ status: 'ok', backupLocation: dir, backupInfo: { kept: 7 } });
    expect(status.runs.map((r) => r.job)).toEqual(['expired-ads', 'backup']);
  });

  it("runs the billing-service's subscription reminders as the third job", async () => {
    const run = await client.ask<JobRun>(JOB_SUBJECTS.run, { job: 'subscription-reminders', startedBy: 'admin' });
    expect(run).toMatchObject({ ok: true, result: { reminded: 0, pastDue: 0, paused: 0, ended: 0 } });
  });

  it("runs the billing-service's bank transfer expiry (reminders and expired transfers)", async () => {
    const run = await client.ask<JobRun>(JOB_SUBJECTS.run, { job: 'bank-transfer-expiry', startedBy: 'admin' });
    expect(run).toMatchObject({ ok: true, result: { reminded: 0, expired: 0 } });
  });

  it("runs the ads-service's photo widths backfill over every ad, and says so when another replica is at it", async () => {
    const run = await client.ask<JobRun>(JOB_SUBJECTS.run, { job: 'photo-widths', startedBy: 'admin' });
    expect(run).toMatchObject({ ok: true, result: { photos: 0, made: 0, missing: 0, failed: 0 } });
    const other = ads.app.get(DataSource).createQueryRunner();
    await other.connect();
    try {
      await other.query(`SELECT pg_advisory_lock(hashtext('ads:photo-widths'))`);
      await expect(client.ask(JOB_SUBJECTS.run, { job: 'photo-widths', startedBy: 'admin' })).rejects.toMatchObject({
        message: expect.stringContaining('andere replica'),
      });
    } finally {
      await other.query(`SELECT pg_advisory_unlock(hashtext('ads:photo-widths'))`);
      await other.release();
    }
  });

  it('runs a scheduled job on one replica only, however many fire at the same moment', async () => {
    const runner = moderation.get(JobRunner);
    await Promise.all([runner.scheduledExpiry(), runner.scheduledExpiry(), runner.scheduledExpiry()]);
    const rows = await moderation
      .get(DataSource)
      .query(`SELECT count(*)::int AS n FROM "moderation"."job_runs" WHERE "job" = 'expired-ads' AND "started_by" = 'schedule'`);
    expect(rows[0].n).toBe(1);
  });
});
