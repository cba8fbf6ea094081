import { Button, Card } from 'antd';
import { useToast } from '../../../shared/hooks/use-toast';
import { adminTexts } from '../admin.texts';
import { useRunCronJobMutation } from '../api/admin.api';

const t = adminTexts.cron;

/** Cronjobs (spec 2.6): each job with its schedule and 'Nu uitvoeren'. The services also run them on schedule. */
export function CronSection() {
  const [run, { isLoading, originalArgs }] = useRunCronJobMutation();
  const toast = useToast();
  const onRun = async (job: string) => {
    try {
      await run(job).unwrap();
      toast.success(t.doneTitle, { description: t.done(job) });
    } catch {
      toast.error(t.failed);
    }
  };
  return (
    <div style={{ display: 'grid', gap: 12, gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))' }}>
      {Object.entries(t.jobs).map(([job, info]) => (
        <Card key={job} size="small" title={info.name} extra={<small>{info.schedule}</small>}>
          <p style={{ marginTop: 0 }}>{info.text}</p>
          <Button type="primary" loading={isLoading && originalArgs === job} onClick={() => onRun(job)}>{t.run}</Button>
        </Card>
      ))}
    </div>
  );
}
