import { type INestMicroservice } from '@nestjs/common';
import { jobSubjects, type JobRun } from '@surimarkt/contracts';
import { createTestNatsClient, useTestDatabase } from '@surimarkt/server/testing';
import { DataSource } from 'typeorm';
import { startAdsService } from '../testing/start-ads-service';
import { AdsJobs } from './ads-jobs';

const subjects = jobSubjects('ads');

// The ads-service's own jobs, on two replicas against the real database (billing is not running: the promotions are
// skipped and the run says so, as in production when billing is down).
describe('ads-service: its jobs', () => {
  const client = createTestNatsClient();
  const replicas: Array<{ app: INestMicroservice; stop: () => Promise<void> }> = [];
  // Declared before the database's hooks: Jest runs afterAll hooks in that order, so the replicas stop before the
  // database is dropped (dropping it under them ended a connection a job held, an unhandled error in CI).
  afterAll(async () => {
    await client.close();
    await Promise.all(replicas.map((replica) => replica.stop()));
  });
  useTestDatabase();

  beforeAll(async () => {
    for (let i = 0; i < 2; i++) replicas.push(await startAdsService({ seedDemo: false }));
    await client.connect();
  }, 60_000);

  it('expires ads and bids at once when asked, and refuses a job it does not own', async () => {
    const run = await client.ask<JobRun>(subjects.run, { job: 'expired-ads', startedBy: 'scheduler' });
    expect(run).toMatchObject({ service: 'ads', ok: true, result: { expiredAds: 0, expiredBids: 0 } });
    expect(run.result).toHaveProperty('promotionsSkipped');
    await expect(client.ask(subjects.run, { job: 'backup', startedBy: 'admin' })).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('says so when another replica is filling the photo widths', async () => {
    const other = replicas[0].app.get(DataSource).createQueryRunner();
    await other.connect();
    try {
      await other.query(`SELECT pg_advisory_lock(hashtext('ads:photo-widths'))`);
      await expect(client.ask(subjects.run, { job: 'photo-widths', startedBy: 'admin' })).rejects.toMatchObject({
        message: expect.stringContaining('andere replica'),
      });
    } finally {
      await other.query(`SELECT pg_advisory_unlock(hashtext('ads:photo-widths'))`);
      await other.release();
    }
    const run = await client.ask<JobRun>(subjects.run, { job: 'photo-widths', startedBy: 'admin' });
    expect(run).toMatchObject({ ok: true, result: { photos: 0, made: 0, missing: 0, failed: 0 } });
  });

  it('runs each scheduled moment of a job on one replica only, each job on its own', async () => {
    const [first, second] = replicas.map((replica) => replica.app.get(AdsJobs));
    const eight = new Date('2026-03-02T11:00:00.300Z');
    const ran = await Promise.all([
      first.runScheduled('expired-ads', eight),
      second.runScheduled('expired-ads', new Date(eight.getTime() + 1500)),
      first.runScheduled('saved-search-digests', eight),
      second.runScheduled('saved-search-digests', eight),
    ]);
    expect(ran.map((run) => run?.job ?? null).sort()).toEqual(['expired-ads', 'saved-search-digests', null, null].sort());
    const rows = await replicas[1].app
      .get(DataSource)
      .query(`SELECT "job", count(*)::int AS n FROM "ads"."job_runs" WHERE "started_by" = 'schedule' GROUP BY "job" ORDER BY "job"`);
    expect(rows).toEqual([
      { job: 'expired-ads', n: 1 },
      { job: 'saved-search-digests', n: 1 },
    ]);
  });
});
