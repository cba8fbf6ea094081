import { jobSubjects, type JobRun, type ServiceJobRuns } from '@surimarkt/contracts';
import { useServiceUnderTest } from '@surimarkt/server/testing';
import { startTestService } from '@surimarkt/server/testing';
import { AppModule } from '../app.module';

const subjects = jobSubjects('billing');

// The billing-service's jobs, run at once as the back-office does, and listed with their runs.
describe('billing-service: its jobs', () => {
  const { client } = useServiceUnderTest(() => startTestService({ service: 'billing', module: AppModule }));

  it('runs the subscription reminders and the bank transfer expiry, and lists the last run of each', async () => {
    const reminders = await client.ask<JobRun>(subjects.run, { job: 'subscription-reminders', startedBy: 'admin' });
    expect(reminders).toMatchObject({ service: 'billing', ok: true, result: { reminded: 0, pastDue: 0, paused: 0, ended: 0 } });
    const expiry = await client.ask<JobRun>(subjects.run, { job: 'bank-transfer-expiry', startedBy: 'scheduler' });
    expect(expiry).toMatchObject({ ok: true, result: { reminded: 0, expired: 0 } });
    const list = await client.ask<ServiceJobRuns>(subjects.list, {});
    expect(list.lastRuns.map((run) => run.job).sort()).toEqual(['bank-transfer-expiry', 'subscription-reminders']);
    expect(list.runs.map((run) => run.id)).toEqual([expiry.id, reminders.id]);
  });
});
