import type { PaymentView } from '@surimarkt/contracts';
import { Table, Tag } from 'antd';
import { formatAmount } from '@/shared/format/money';
import { usePaymentHistoryQuery } from '../api/business.api';
import { businessTexts } from '../business.texts';

const t = businessTexts.dashboard;
const when = (iso: string) => new Intl.DateTimeFormat('nl-NL', { dateStyle: 'medium' }).format(new Date(iso));

// An expired or cancelled bank transfer is simply over: grey, not an error.
const STATUS_COLOURS: Record<string, string> = { paid: 'success', failed: 'error', pending: 'processing' };

/** An expired card checkout was left unpaid (the customer broke it off); an expired bank transfer ran out of time. */
const paymentLabel = (p: PaymentView) =>
  p.status === 'expired' && p.provider !== 'bank' ? t.abandonedCheckout : t.paymentLabels[p.status];

/** Financieel: every payment with its state ('paid' shown as 'Betaald', spec) and the invoice PDF of each paid one. */
export function FinancialTab() {
  const { data, isLoading } = usePaymentHistoryQuery();
  return (
    <Table<PaymentView>
      rowKey="id"
      size="small"
      loading={isLoading}
      dataSource={data?.payments ?? []}
      locale={{ emptyText: t.noPayments }}
      scroll={{ x: 560 }}
      pagination={{ pageSize: 12, hideOnSinglePage: true }}
      columns={[
        { title: t.date, key: 'date', render: (_, p) => when(p.paidAt ?? p.createdAt) },
        { title: t.description, dataIndex: 'description' },
        { title: t.amount, key: 'amount', align: 'right', render: (_, p) => formatAmount(p.amount, p.currency) },
        { title: t.method, dataIndex: 'paymentMethod' },
        {
          title: t.paymentStatus,
          key: 'status',
          render: (_, p) => <Tag color={STATUS_COLOURS[p.status] ?? 'default'}>{paymentLabel(p)}</Tag>,
        },
        {
          title: t.invoice,
          key: 'invoice',
          render: (_, p) =>
            p.status === 'paid' ? (
              <a href={`/api/business/payments/${p.id}/invoice`} download>
                {p.invoiceNumber}
              </a>
            ) : (
              '–'
            ),
        },
      ]}
    />
  );
}
