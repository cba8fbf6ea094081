import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type INestMicroservice } from '@nestjs/common';
import { type CronStatus, JOB_NAMES } from '@surimarkt/contracts';
import { startTestService, useTestDatabase } from '@surimarkt/server/testing';
import { AppModule as AnalyticsModule } from '../../../analytics-service/src/app.module';
import { startAdsService } from '../../../ads-service/src/testing/start-ads-service';
import { AppModule as BillingModule } from '../../../billing-service/src/app.module';
import { AppModule as ModerationModule } from '../../../moderation-service/src/app.module';
import { startTestGateway, type TestGateway } from '../testing/test-gateway';

// The back-office's cron section over every service's own jobs: the gateway gathers each service's runs, starts a job
// on the service that owns it, and says so when a service does not answer. Real services, broker and database.
describe('gateway: the cron section gathers the jobs of every service', () => {
  useTestDatabase();
  let gateway: TestGateway;
  let ads: { stop: () => Promise<void> };
  let services: INestMicroservice[];
  let analytics: INestMicroservice | null;
  let backups: string;
  let token: string;

  const admin = (p: string, method = 'GET') => fetch(`${gateway.url}/api${p}`, { method, headers: { 'admin-token': token } });
  const status = async () => (await (await admin('/cron/status')).json()) as CronStatus;

  beforeAll(async () => {
    backups = await mkdtemp(path.join(tmpdir(), 'cron-backups-'));
    process.env.BACKUP_DIR = backups;
    ads = await startAdsService({ seedDemo: false });
    analytics = await startTestService({ service: 'analytics', module: AnalyticsModule });
    services = [
      await startTestService({ service: 'moderation', module: ModerationModule }),
      await startTestService({ service: 'billing', module: BillingModule }),
    ];
    gateway = await startTestGateway();
    const login = await fetch(`${gateway.url}/api/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ password: 'admin' }),
    });
    token = ((await login.json()) as { token: string }).token;
  }, 90_000);
  afterAll(async () => {
    await gateway?.close();
    await Promise.all([...services.map((s) => s.close()), analytics?.close(), ads?.stop()]);
    await rm(backups, { recursive: true, force: true });
  });

  it('lists every job with the service that owns it and its schedule, none run yet', async () => {
    const before = await status();
    expect(before.jobs.map((j) => [j.job, j.service, j.lastRun])).toEqual([
      ['backup', 'moderation', null],
      ['expired-ads', 'ads', null],
      ['subscription-reminders', 'billing', null],
      ['bank-transfer-expiry', 'billing', null],
      ['photo-widths', 'ads', null],
      ['orphan-photos', 'ads', null],
      ['saved-search-digests', 'ads', null],
      ['retention', 'analytics', null],
    ]);
    expect(before.jobs.map((j) => j.job)).toEqual(JOB_NAMES);
    expect(before).toMatchObject({ status: 'ok', backupLocation: backups, backupInfo: { kept: 7, files: [] }, runs: [] });
  });

  it("starts a job on the service that owns it, and shows its run beside the other services' runs", async () => {
    for (const job of ['retention', 'bank-transfer-expiry', 'backup']) {
      const res = await admin(`/cron/${job}`, 'POST');
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({ success: true, job, run: { job, startedBy: 'admin', ok: true } });
    }
    expect((await admin('/cron/opruimen', 'POST')).status).toBe(404);
    const after = await status();
    expect(after.runs.map((run) => [run.service, run.job])).toEqual([
      ['moderation', 'backup'],
      ['billing', 'bank-transfer-expiry'],
      ['analytics', 'retention'],
    ]);
    expect(after.jobs.find((j) => j.job === 'retention')?.lastRun).toMatchObject({ service: 'analytics', ok: true });
    expect(after.backupInfo.files).toHaveLength(1);
    expect(after.status).toBe('ok');
  });

  it("says the section is failing when a service does not answer, and still shows the others' runs", async () => {
    await analytics?.close();
    analytics = null;
    const partial = await status();
    expect(partial.status).toBe('failing');
    expect(partial.jobs.find((j) => j.job === 'retention')?.lastRun).toBeNull();
    expect(partial.runs.map((run) => run.job)).toEqual(['backup', 'bank-transfer-expiry']);
    expect((await admin('/cron/retention', 'POST')).status).toBe(503);
  });
});
