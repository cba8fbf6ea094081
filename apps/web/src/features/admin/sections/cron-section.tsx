import type { JobRun } from '@surimarkt/contracts';
import { Button, Card, List, Table, Tag } from 'antd';
import { useToast } from '@/shared/hooks/use-toast';
import { adminTexts } from '../admin.texts';
import { useCronStatusQuery, useRunCronJobMutation } from '../api/admin.api';

const t = adminTexts.cron;
const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString('nl-NL', { dateStyle: 'short', timeStyle: 'medium' }) : '–');
const size = (bytes: number) => `${(bytes / 1024 / 1024).toLocaleString('nl-NL', { maximumFractionDigits: 1 })} MB`;
/** A run's result in words: 'verlopen advertenties: 3', 'bestand: …, 12,3 MB'. */
const resultText = (result: Record<string, unknown>) =>
  Object.entries(result)
    .filter(([key]) => key !== 'removed')
    .map(([key, value]) => (key === 'bytes' ? size(Number(value)) : `${t.resultLabels[key] ?? t.otherResult}: ${String(value)}`))
    .join(', ');
const outcome = (run: JobRun) =>
  run.ok === null ? <Tag>…</Tag> : run.ok ? <Tag color="success">{t.ok}</Tag> : <Tag color="error">{t.failedRun}</Tag>;

/** Cronjobs (spec 2.6): each job with its schedule, last run and 'Nu uitvoeren', the run history and the backups kept. */
export function CronSection() {
  const { data } = useCronStatusQuery(undefined, { pollingInterval: 30_000 });
  const [run, { isLoading, originalArgs }] = useRunCronJobMutation();
  const toast = useToast();
  const onRun = async (job: string) => {
    try {
      await run(job).unwrap();
      toast.success(t.doneTitle, { description: t.done(t.jobs[job]?.name ?? job) });
    } catch {
      toast.error(t.failed);
    }
  };
  return (
    <div style={{ display: 'grid', gap: 16 }}>
      <div style={{ display: 'grid', gap: 12, gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))' }}>
        {data?.jobs.map(({ job, schedule, lastRun }) => (
          <Card key={job} size="small" title={t.jobs[job]?.name ?? job} extra={<small>{schedule}</small>}>
            <p style={{ marginTop: 0 }}>{t.jobs[job]?.text}</p>
            <p>
              {t.lastRun}:{' '}
              {lastRun ? (
                <>
                  {when(lastRun.startedAt)} {outcome(lastRun)}
                </>
              ) : (
                t.never
              )}
            </p>
            <Button type="primary" loading={isLoading && originalArgs === job} onClick={() => onRun(job)}>
              {t.run}
            </Button>
          </Card>
        ))}
      </div>
      {data && (
        <Card size="small" title={t.backups}>
          <p style={{ marginTop: 0 }}>
            {t.location}: <code>{data.backupLocation}</code> · {t.kept(data.backupInfo.kept)}
          </p>
          <List
            size="small"
            dataSource={data.backupInfo.files}
            locale={{ emptyText: t.noBackups }}
            renderItem={(file) => (
              <List.Item>
                {file.name} · {size(file.bytes)} · {when(file.createdAt)}
              </List.Item>
            )}
          />
        </Card>
      )}
      <Card size="small" title={t.history}>
        <Table<JobRun>
          rowKey={(run) => `${run.service}-${run.id}`}
          size="small"
          dataSource={data?.runs ?? []}
          pagination={{ pageSize: 10, hideOnSinglePage: true }}
          scroll={{ x: 720 }}
          columns={[
            { title: t.job, dataIndex: 'job', render: (job: string) => t.jobs[job]?.name ?? job },
            { title: t.started, dataIndex: 'startedAt', render: when },
            { title: t.finished, dataIndex: 'finishedAt', render: when },
            { title: t.by, dataIndex: 'startedBy', render: (by: string) => t.starters[by] ?? by },
            {
              title: t.result,
              key: 'result',
              render: (_, r) => (
                <>
                  {outcome(r)} {r.error ?? (r.result ? resultText(r.result) : '')}
                </>
              ),
            },
          ]}
        />
      </Card>
    </div>
  );
}
