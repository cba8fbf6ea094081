import type { BankTransferView } from '@surimarkt/contracts';
import { Alert, Button, Descriptions, Space, Typography } from 'antd';
import { formatDate } from '@/shared/format/dates';
import { formatAmount } from '@/shared/format/money';
import { AtTodaysRate } from '@/shared/ui/at-todays-rate';
import { useToast } from '@/shared/hooks/use-toast';
import { businessTexts } from '../business.texts';

const t = businessTexts.bankTransfer;

/** What the business needs to make the transfer: amount, account, the reference for the description, and its validity. */
export function BankTransferDetails({ transfer }: { transfer: BankTransferView }) {
  const toast = useToast();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(transfer.reference);
      toast.success(t.copied);
    } catch {
      toast.error(t.copyFailed);
    }
  };
  const until = formatDate(transfer.expiresAt);
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Typography.Paragraph style={{ margin: 0 }}>{t.intro}</Typography.Paragraph>
      <Descriptions
        column={1}
        size="small"
        bordered
        items={[
          {
            key: 'amount',
            label: t.amount,
            children: (
              <Space wrap>
                <strong>{formatAmount(transfer.amount, transfer.currency)}</strong>
                <AtTodaysRate cents={transfer.amount} currency={transfer.currency} />
              </Space>
            ),
          },
          { key: 'bank', label: t.bankName, children: transfer.bank.name },
          { key: 'name', label: t.accountName, children: transfer.bank.accountName },
          {
            key: 'number',
            label: t.accountNumber,
            children: <Typography.Text copyable={false}>{transfer.bank.accountNumber}</Typography.Text>,
          },
          {
            key: 'reference',
            label: t.reference,
            children: (
              <Space wrap>
                <Typography.Text code strong style={{ fontSize: 16 }} data-testid="bank-reference">
                  {transfer.reference}
                </Typography.Text>
                <Button size="small" onClick={() => void copy()}>
                  {t.copy}
                </Button>
              </Space>
            ),
          },
          { key: 'until', label: t.validUntil, children: until },
        ]}
      />
      <Alert type="info" showIcon message={t.activation} description={t.expiry(until)} />
    </Space>
  );
}
