import type { AdminBankTransfer, BankTransferStatus } from '@surimarkt/contracts';
import { BANK_TRANSFER_STATUSES } from '@surimarkt/contracts/texts';
import { Button, Input, Popconfirm, Select, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { serverMessage } from '@/shared/api/server-message';
import { formatDate } from '@/shared/format/dates';
import { formatAmount } from '@/shared/format/money';
import { useToast } from '@/shared/hooks/use-toast';
import { adminTexts } from '../admin.texts';
import { useAdminBankTransfersQuery, useCancelBankTransferMutation, useConfirmBankTransferMutation } from '../api/admin.api';

const t = adminTexts.bankTransfers;
const STATUS_COLOURS: Record<BankTransferStatus, string> = {
  pending: 'processing',
  paid: 'success',
  expired: 'default',
  cancelled: 'default',
};

/**
 * Betalingen: the bank transfers the operator looks for on the bank account, found by the reference in the transfer's
 * description. 'Bevestigen' (the money is there) activates the package as a card payment does; 'Annuleren' ends one.
 */
export function BankTransfersSection() {
  const [status, setStatus] = useState<BankTransferStatus>('pending');
  const [search, setSearch] = useState('');
  const { data, isFetching } = useAdminBankTransfersQuery({ status, q: search.trim() || undefined }, { pollingInterval: 60_000 });
  const [confirm] = useConfirmBankTransferMutation();
  const [cancel] = useCancelBankTransferMutation();
  const toast = useToast();

  const act = async (action: () => Promise<{ message: string }>) => {
    try {
      toast.success((await action()).message);
    } catch (error) {
      toast.error(t.failed, { description: serverMessage(error) ?? undefined });
    }
  };

  return (
    <div style={{ display: 'grid', gap: 16 }}>
      <Typography.Title level={4} style={{ margin: 0 }}>
        {t.title}
      </Typography.Title>
      <Typography.Paragraph style={{ margin: 0 }}>{t.intro}</Typography.Paragraph>
      <Space wrap>
        <Input.Search
          aria-label={t.search}
          placeholder={t.search}
          allowClear
          onSearch={setSearch}
          onChange={(event) => event.target.value === '' && setSearch('')}
          style={{ width: 280 }}
        />
        <Select
          aria-label={t.statusFilter}
          value={status}
          onChange={setStatus}
          options={BANK_TRANSFER_STATUSES.map((value) => ({ value, label: t.statuses[value] }))}
          style={{ width: 160 }}
        />
      </Space>
      <Table<AdminBankTransfer>
        rowKey="id"
        size="small"
        loading={isFetching && !data}
        dataSource={data?.transfers ?? []}
        pagination={{ pageSize: 50, hideOnSinglePage: true }}
        scroll={{ x: true }}
        locale={{ emptyText: t.none }}
        columns={[
          { title: t.reference, dataIndex: 'reference', render: (ref: string) => <Typography.Text code>{ref}</Typography.Text> },
          { title: t.business, dataIndex: 'business' },
          { title: t.description, dataIndex: 'description' },
          { title: t.amount, dataIndex: 'amount', align: 'right', render: (cents: number, row) => formatAmount(cents, row.currency) },
          { title: t.createdAt, dataIndex: 'createdAt', render: (iso: string) => formatDate(iso) },
          { title: t.expiresAt, dataIndex: 'expiresAt', render: (iso: string) => formatDate(iso) },
          {
            title: t.status,
            dataIndex: 'status',
            render: (value: BankTransferStatus) => <Tag color={STATUS_COLOURS[value]}>{t.statuses[value]}</Tag>,
          },
          {
            title: t.actions,
            key: 'actions',
            render: (_, row) =>
              row.status === 'pending' || row.status === 'expired' ? (
                <Space wrap>
                  <Popconfirm
                    title={t.confirmQuestion(formatAmount(row.amount, row.currency), row.reference)}
                    okText={t.confirm}
                    cancelText={t.keep}
                    onConfirm={() => act(() => confirm(row.id).unwrap())}
                  >
                    <Button type="primary" size="small" aria-label={`${t.confirm} ${row.reference}`}>
                      {t.confirm}
                    </Button>
                  </Popconfirm>
                  <Popconfirm
                    title={t.cancelQuestion(row.reference)}
                    okText={t.cancel}
                    cancelText={t.keep}
                    okButtonProps={{ danger: true }}
                    onConfirm={() => act(() => cancel(row.id).unwrap())}
                  >
                    <Button danger size="small" aria-label={`${t.cancel} ${row.reference}`}>
                      {t.cancel}
                    </Button>
                  </Popconfirm>
                </Space>
              ) : null,
          },
        ]}
      />
    </div>
  );
}
