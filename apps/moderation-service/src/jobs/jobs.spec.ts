import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type INestMicroservice } from '@nestjs/common';
import { BACKUP_SUBJECTS, type BackupInfo, jobSubjects, type JobRun, type ServiceJobRuns } from '@surimarkt/contracts';
import { createTestNatsClient, startTestService, useTestDatabase } from '@surimarkt/server/testing';
import { DataSource } from 'typeorm';
import { AppModule } from '../app.module';
import { ModerationJobs } from './moderation-jobs';

const subjects = jobSubjects('moderation');

// The backup job against the real database (pg_dump included), on two replicas of the moderation-service.
describe('moderation-service: its jobs', () => {
  useTestDatabase();
  const client = createTestNatsClient();
  let dir: string;
  let replicas: INestMicroservice[];

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'backups-'));
    process.env.BACKUP_DIR = dir;
    replicas = [];
    for (let i = 0; i < 2; i++) replicas.push(await startTestService({ service: 'moderation', module: AppModule }));
    await client.connect();
  });
  afterAll(async () => {
    await client.close();
    await Promise.all(replicas.map((replica) => replica.close()));
    await rm(dir, { recursive: true, force: true });
  });

  it('dumps every schema with pg_dump into the backup folder and keeps the newest 7', async () => {
    for (let day = 1; day <= 7; day++) await writeFile(path.join(dir, `surimarkt-2026-01-0${day}T03-00-00-000Z.dump`), 'oud');
    const run = await client.ask<JobRun>(subjects.run, { job: 'backup', startedBy: 'admin' });
    expect(run).toMatchObject({ service: 'moderation', job: 'backup', startedBy: 'admin', ok: true, error: null });
    const files = (await readdir(dir)).sort();
    expect(files).toHaveLength(7);
    expect(files).not.toContain('surimarkt-2026-01-01T03-00-00-000Z.dump');
    expect(files).toContain(run.result?.file);
    expect(run.result?.bytes).toBeGreaterThan(1000);
    const backups = await client.ask<BackupInfo>(BACKUP_SUBJECTS.list, {});
    expect(backups).toMatchObject({ location: dir, kept: 7 });
    expect(backups.files[0].name).toBe(run.result?.file);
  });

  it("refuses a job it does not own (another service's, or none at all)", async () => {
    await expect(client.ask(subjects.run, { job: 'opruimen', startedBy: 'admin' })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(client.ask(subjects.run, { job: 'expired-ads', startedBy: 'admin' })).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('backs up once per scheduled moment when both replicas tick, and again at the next one', async () => {
    const [first, second] = replicas.map((replica) => replica.get(ModerationJobs));
    const night = new Date('2026-03-02T06:00:00.120Z');
    const late = new Date('2026-03-02T06:00:01.900Z');
    const ran = await Promise.all([first.runScheduled('backup', night), second.runScheduled('backup', late)]);
    expect(ran.filter((run) => run !== null)).toHaveLength(1);
    expect(await first.runScheduled('backup', night)).toBeNull();
    const nextNight = await second.runScheduled('backup', new Date('2026-03-03T06:00:00.050Z'));
    expect(nextNight).toMatchObject({ job: 'backup', startedBy: 'schedule', ok: true });
    const rows = await replicas[0]
      .get(DataSource)
      .query(`SELECT count(*)::int AS n FROM "moderation"."job_runs" WHERE "job" = 'backup' AND "started_by" = 'schedule'`);
    expect(rows[0].n).toBe(2);
    const list = await client.ask<ServiceJobRuns>(subjects.list, {});
    expect(list.lastRuns).toEqual([nextNight]);
    expect(list.runs.map((run) => run.startedBy)).toEqual(['schedule', 'schedule', 'admin']);
  });
});
