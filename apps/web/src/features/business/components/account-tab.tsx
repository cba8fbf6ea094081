import type { BusinessPackage, BusinessSubscriptionResponse, PackageType } from '@surimarkt/contracts';
import { Alert, Button, Card, Descriptions, Popconfirm, Select, Space, Switch, Tag } from 'antd';
import { Link } from 'react-router-dom';
import { serverMessage } from '@/shared/api/server-message';
import { formatAmount } from '@/shared/format/money';
import { useToast } from '@/shared/hooks/use-toast';
import { useCancelSubscriptionMutation, useUpdateSubscriptionMutation } from '../api/business.api';
import { businessTexts } from '../business.texts';
import { PendingBankTransfer } from './pending-bank-transfer';
import { links } from '@/shared/lib/paths';

const t = businessTexts.dashboard;
const day = (iso: string | null) => (iso ? new Intl.DateTimeFormat('nl-NL', { dateStyle: 'long' }).format(new Date(iso)) : '–');
const STATUS_COLOR: Record<string, string> = {
  active: 'success',
  pending: 'warning',
  past_due: 'error',
  paused: 'default',
  cancelled: 'default',
  ended: 'default',
};

/** Account: the package, its use, the next payment, auto-renew, a package for the next period, and cancelling. */
export function AccountTab({ sub, packages }: { sub: BusinessSubscriptionResponse; packages: BusinessPackage[] }) {
  const [update, { isLoading: saving }] = useUpdateSubscriptionMutation();
  const [cancel, { isLoading: cancelling }] = useCancelSubscriptionMutation();
  const toast = useToast();
  const run = async (action: () => Promise<unknown>) => {
    try {
      await action();
      toast.success(t.saved);
    } catch (error) {
      toast.error(serverMessage(error) ?? t.saved);
    }
  };
  const closed = sub.status === 'cancelled' || sub.status === 'ended';
  return (
    <Space direction="vertical" style={{ width: '100%' }} size={16}>
      <PendingBankTransfer />
      {sub.paymentDue && (
        <Alert
          type={sub.status === 'active' ? 'info' : 'warning'}
          showIcon
          message={t.status[sub.status]}
          action={
            <Link to={links.checkout}>
              <Button type="primary">{t.payNow}</Button>
            </Link>
          }
        />
      )}
      <Card size="small">
        <Descriptions
          column={1}
          size="small"
          items={[
            {
              key: 'p',
              label: t.package,
              children: (
                <Space>
                  {sub.packageName} {formatAmount(sub.packagePrice, 'EUR')}
                  <Tag color={STATUS_COLOR[sub.status]}>{t.status[sub.status]}</Tag>
                </Space>
              ),
            },
            { key: 's', label: t.slots, children: `${sub.usage.activeAds} / ${sub.maxAds}` },
            { key: 'f', label: t.featured, children: `${sub.usage.featuredAds} / ${sub.featuredAds}` },
            { key: 't', label: t.top, children: `${sub.usage.topListings} / ${sub.topListings}` },
            { key: 'n', label: closed ? t.periodEnd : t.nextPayment, children: day(closed ? sub.currentPeriodEnd : sub.nextPaymentDate) },
          ]}
        />
      </Card>
      <Card size="small">
        <Space direction="vertical" style={{ width: '100%' }}>
          <label style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
            {t.autoRenew}
            <Switch
              checked={sub.autoRenew}
              loading={saving}
              disabled={sub.status === 'ended'}
              onChange={(autoRenew) => void run(() => update({ autoRenew }).unwrap())}
            />
          </label>
          <div>
            <div style={{ marginBottom: 4 }}>{t.changePackage}</div>
            <Select<PackageType>
              style={{ width: '100%' }}
              value={sub.nextPackageType ?? sub.packageType}
              disabled={closed || saving}
              options={packages.map((p) => ({ value: p.type, label: `${p.name} (${formatAmount(p.priceCents, p.currency)})` }))}
              onChange={(packageType) => void run(() => update({ packageType }).unwrap())}
            />
            <small style={{ color: '#666' }}>
              {sub.nextPackageType ? t.nextPackage(packages.find((p) => p.type === sub.nextPackageType)?.name ?? '') : t.changeNote}
            </small>
          </div>
          <div>
            <div style={{ marginBottom: 4 }}>{t.changePaymentMethod}</div>
            <small style={{ color: '#666' }}>{t.changePaymentMethodNote}</small>
          </div>
          <Popconfirm
            title={t.cancel}
            description={t.cancelConfirm}
            okText={t.yes}
            cancelText={t.no}
            onConfirm={() => run(() => cancel().unwrap())}
            disabled={closed}
          >
            <Button danger loading={cancelling} disabled={closed}>
              {t.cancel}
            </Button>
          </Popconfirm>
        </Space>
      </Card>
    </Space>
  );
}
