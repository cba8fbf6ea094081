import type { PushKind } from '@surimarkt/contracts';
import { PUSH_KINDS } from '@surimarkt/contracts/texts';
import { Button, Card, Switch } from 'antd';
import { useState } from 'react';
import { formatDate } from '@/shared/format/dates';
import { useToast } from '@/shared/hooks/use-toast';
import { serverMessage } from '@/shared/api/server-message';
import {
  useGetPushPreferencesQuery,
  useGetPushSubscriptionsQuery,
  useRemovePushSubscriptionMutation,
  useSetPushPreferencesMutation,
} from '../api/push.api';
import { useEnablePush } from '../hooks/use-enable-push';
import { isPushSupported, notificationPermission } from '../lib/browser-push';
import { pushTexts as t } from '../push.texts';

/**
 * Instellingen's notifications on devices: turn them on for this device, the devices that get them (with the date,
 * removable), and a switch per kind.
 */
export function PushSettings() {
  return (
    <Card size="small" title={t.cardTitle}>
      <div style={{ display: 'grid', gap: 16 }}>
        <p style={{ margin: 0 }}>{t.intro}</p>
        <ThisDevice />
        <DeviceList />
        <KindSwitches />
      </div>
    </Card>
  );
}

function ThisDevice() {
  const { data } = useGetPushSubscriptionsQuery();
  const { enable, isBusy } = useEnablePush();
  const toast = useToast();
  // An account page, rendered in the browser only: the browser's answers are there at the first render.
  const [support, setSupport] = useState<'unsupported' | 'denied' | 'ok'>(() =>
    !isPushSupported() ? 'unsupported' : notificationPermission() === 'denied' ? 'denied' : 'ok',
  );
  if (!data) return null;
  if (data.subscriptions.some((s) => s.current)) return <p style={{ margin: 0 }}>{t.enabledHere}</p>;
  if (support !== 'ok') return <p style={{ margin: 0 }}>{support === 'unsupported' ? t.unsupported : t.denied}</p>;
  const onEnable = async () => {
    const result = await enable();
    if (result === 'enabled') toast.success(t.enabled);
    else if (result === 'denied') setSupport('denied');
    else toast.error(t.failed);
  };
  return (
    <Button type="primary" loading={isBusy} onClick={() => void onEnable()} style={{ justifySelf: 'start' }}>
      {t.enableHere}
    </Button>
  );
}

function DeviceList() {
  const { data } = useGetPushSubscriptionsQuery();
  const [remove, { isLoading }] = useRemovePushSubscriptionMutation();
  const toast = useToast();
  if (!data) return null;
  const onRemove = async (id: string) => {
    try {
      toast.success((await remove(id).unwrap()).message);
    } catch (error) {
      toast.error(serverMessage(error) ?? t.failed);
    }
  };
  return (
    <section aria-label={t.devices}>
      <strong>{t.devices}</strong>
      {data.subscriptions.length === 0 ? (
        <p style={{ margin: '4px 0 0' }}>{t.noDevices}</p>
      ) : (
        <ul style={{ listStyle: 'none', padding: 0, margin: '4px 0 0', display: 'grid', gap: 8 }}>
          {data.subscriptions.map((device) => {
            const name = device.current ? t.thisDevice : t.otherDevice;
            const date = formatDate(device.createdAt);
            return (
              <li key={device.id} style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 12 }}>
                <span>
                  {name} <small style={{ color: 'var(--sm-muted)' }}>{t.since(date)}</small>
                </span>
                <Button
                  size="small"
                  danger
                  disabled={isLoading}
                  onClick={() => void onRemove(device.id)}
                  aria-label={t.removeLabel(name, date)}
                >
                  {t.remove}
                </Button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

function KindSwitches() {
  const { data: preferences } = useGetPushPreferencesQuery();
  const [save, { isLoading }] = useSetPushPreferencesMutation();
  const toast = useToast();
  if (!preferences) return null;
  const onChange = async (kind: PushKind, value: boolean) => {
    try {
      await save({ ...preferences, [kind]: value }).unwrap();
      toast.success(t.saved);
    } catch (error) {
      toast.error(serverMessage(error) ?? t.failed);
    }
  };
  return (
    <section aria-label={t.kinds} style={{ display: 'grid', gap: 8 }}>
      <strong>{t.kinds}</strong>
      {PUSH_KINDS.map((kind) => (
        <label key={kind} style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 12 }}>
          <span>{t.kindLabels[kind]}</span>
          <Switch
            checked={preferences[kind]}
            disabled={isLoading}
            onChange={(value) => void onChange(kind, value)}
            aria-label={t.kindLabels[kind]}
          />
        </label>
      ))}
    </section>
  );
}
