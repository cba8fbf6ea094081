import { EXCHANGE_RATE_MESSAGES as t, isLargeRateChange } from '@surimarkt/contracts/texts';
import { Button, Card, Empty, Form, InputNumber, Modal, Table } from 'antd';
import { useState } from 'react';
import { readFieldErrors } from '@/shared/api/field-errors';
import { serverMessage } from '@/shared/api/server-message';
import { useGetExchangeRateQuery } from '@/shared/api/exchange-rate.api';
import { formatDate, formatDateTime } from '@/shared/format/dates';
import { formatRate } from '@/shared/format/money';
import { useToast } from '@/shared/hooks/use-toast';
import { useExchangeRateHistoryQuery, useSetExchangeRateMutation } from '../api/admin.api';

/** What the operator is asked before a change of more than 10 %: both rates and the change, so a typo shows. */
const largeChangeText = (from: number, to: number) => {
  const percent = Math.round(((to - from) / from) * 100);
  const change = `${percent > 0 ? '+' : ''}${percent.toLocaleString('nl-NL')}%`;
  return `Van 1 EUR = SRD ${formatRate(from)} naar 1 EUR = SRD ${formatRate(to)} (${change}). ${t.largeChangeEffect}`;
};

/** A rate's day (YYYY-MM-DD in Paramaribo) read at noon, so no time zone moves it to the day before. */
const rateDay = (date: string) => formatDate(`${date}T12:00:00Z`);

/**
 * Wisselkoers: today's EUR/SRD rate, which converts every price shown beside its own and every price filter, and caps
 * Bunkopu Seri in SRD; with the rates set before it. 40 holds until the operator sets one.
 */
export function ExchangeRateSection() {
  const { data: rate } = useGetExchangeRateQuery();
  const { data } = useExchangeRateHistoryQuery();
  const [setRate, { isLoading }] = useSetExchangeRateMutation();
  const [form] = Form.useForm<{ eurToSrd: number | null }>();
  const toast = useToast();

  // A new rate that differs more than 10 % from today's, waiting for the operator's yes.
  const [unconfirmed, setUnconfirmed] = useState<number | null>(null);

  const save = async (eurToSrd: number, confirmed: boolean) => {
    try {
      await setRate({ eurToSrd, confirmed }).unwrap();
      toast.success(t.rateSaved);
      form.resetFields();
    } catch (error) {
      const errors = readFieldErrors(error);
      if (errors.eurToSrd) form.setFields([{ name: 'eurToSrd', errors: [errors.eurToSrd] }]);
      else toast.error(t.saveFailed, { description: serverMessage(error) ?? undefined });
    }
  };
  const onFinish = ({ eurToSrd }: { eurToSrd: number | null }) => {
    const next = eurToSrd ?? Number.NaN;
    if (rate && isLargeRateChange(rate.eurToSrd, next)) setUnconfirmed(next);
    else void save(next, false);
  };

  return (
    <div style={{ display: 'grid', gap: 16, maxWidth: 640 }}>
      <Card size="small" title={t.sectionTitle}>
        <p style={{ marginTop: 0 }}>
          {t.currentRate}: <strong>1 EUR = SRD {rate ? formatRate(rate.eurToSrd) : '…'}</strong>
          {rate?.date && <> ({rateDay(rate.date)})</>}
        </p>
        <Form form={form} layout="inline" onFinish={onFinish} requiredMark={false}>
          <Form.Item
            label={t.rateLabel}
            name="eurToSrd"
            rules={[
              {
                validator: async (_rule, value?: number | null) => {
                  if (!value || value <= 0) throw new Error(t.rateInvalid);
                },
              },
            ]}
          >
            <InputNumber aria-label={t.rateLabel} min={0} step={0.1} decimalSeparator="," style={{ width: 140 }} />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={isLoading}>
            {t.save}
          </Button>
        </Form>
      </Card>
      <Modal
        open={unconfirmed !== null}
        title={t.largeChangeTitle}
        okText={t.largeChangeConfirm}
        cancelText={t.largeChangeCancel}
        onOk={() => {
          if (unconfirmed !== null) void save(unconfirmed, true);
          setUnconfirmed(null);
        }}
        onCancel={() => setUnconfirmed(null)}
      >
        {rate && unconfirmed !== null && <p>{largeChangeText(rate.eurToSrd, unconfirmed)}</p>}
      </Modal>
      <Card size="small" title={t.history}>
        {data && data.history.length === 0 ? (
          <Empty description={t.historyEmpty} />
        ) : (
          <Table
            size="small"
            rowKey="setAt"
            pagination={false}
            dataSource={data?.history ?? []}
            columns={[
              { title: t.rateLabel, dataIndex: 'eurToSrd', render: (value: number) => formatRate(value) },
              { title: t.setAt, dataIndex: 'setAt', render: (value: string) => formatDateTime(value) },
            ]}
          />
        )}
      </Card>
    </div>
  );
}
