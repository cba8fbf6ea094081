import type { EmailSettings } from '@surimarkt/contracts';
import { Card, Switch } from 'antd';
import { useToast } from '@/shared/hooks/use-toast';
import { adminTexts } from '../admin.texts';
import { useEmailSettingsQuery, useSaveEmailSettingsMutation } from '../api/admin.api';

const t = adminTexts.settings;

/** Instellingen (spec 2.15): the operator's two mail switches, each saved at once. */
export function SettingsSection() {
  const { data } = useEmailSettingsQuery();
  const [save, { isLoading }] = useSaveEmailSettingsMutation();
  const toast = useToast();
  const onChange = async (change: Partial<EmailSettings>) => {
    if (!data) return;
    try {
      await save({ ...data, ...change }).unwrap();
      toast.success(t.saved);
    } catch {
      toast.error(t.failed);
    }
  };
  return (
    <Card size="small" title={t.title} style={{ maxWidth: 520 }}>
      {(
        [
          ['emailNotificationAds', t.ads],
          ['emailNotificationUsers', t.users],
        ] as const
      ).map(([key, label]) => (
        <label key={key} style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', padding: '8px 0' }}>
          <span>{label}</span>
          <Switch
            aria-label={label}
            checked={data?.[key] ?? false}
            disabled={!data}
            loading={isLoading}
            onChange={(on) => onChange({ [key]: on })}
          />
        </label>
      ))}
    </Card>
  );
}
