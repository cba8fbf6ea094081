import type { RiskSettings } from '@surimarkt/contracts';
import { RISK_MESSAGES } from '@surimarkt/contracts/texts';
import { Button, Card, Form, Input, InputNumber, Select, Table } from 'antd';
import { useEffect } from 'react';
import { readFieldErrors } from '@/shared/api/field-errors';
import { useToast } from '@/shared/hooks/use-toast';
import { adminTexts } from '../admin.texts';
import { useRiskSettingsQuery, useRiskStatsQuery, useSaveRiskSettingsMutation } from '../api/admin.api';

const t = adminTexts.risk;

/** The operator's choice above the risk threshold, and this week's ads held per reason with the false alarms among them. */
export function RiskPanel() {
  const { data: settings } = useRiskSettingsQuery();
  const { data: stats } = useRiskStatsQuery();
  const [save, { isLoading }] = useSaveRiskSettingsMutation();
  const [form] = Form.useForm<RiskSettings>();
  const toast = useToast();
  useEffect(() => {
    if (settings) form.setFieldsValue(settings);
  }, [form, settings]);

  const onSave = async (values: RiskSettings) => {
    try {
      await save(values).unwrap();
      toast.success(t.saved);
    } catch (failure) {
      const errors = readFieldErrors(failure);
      form.setFields(Object.entries(errors).map(([name, message]) => ({ name: name as keyof RiskSettings, errors: [message] })));
      toast.error(t.saveFailed);
    }
  };

  return (
    <div style={{ display: 'grid', gap: 12, gridTemplateColumns: 'repeat(auto-fit, minmax(300px, 1fr))', alignItems: 'start' }}>
      <Card size="small" title={t.settingsTitle}>
        <Form form={form} layout="vertical" requiredMark={false} onFinish={onSave}>
          <Form.Item name="threshold" label={t.threshold} rules={[{ required: true, message: RISK_MESSAGES.thresholdInvalid }]}>
            <InputNumber min={1} max={100} precision={0} />
          </Form.Item>
          <Form.Item name="action" label={t.action}>
            <Select options={(['hold', 'reject'] as const).map((value) => ({ value, label: t.actions[value] }))} />
          </Form.Item>
          <Form.Item
            name="rejectReason"
            label={t.rejectReason}
            rules={[{ required: true, whitespace: true, message: RISK_MESSAGES.rejectReasonRequired }]}
          >
            <Input.TextArea rows={2} maxLength={500} />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={isLoading}>
            {t.save}
          </Button>
        </Form>
      </Card>
      <Card size="small" title={t.weekTitle}>
        <Table
          size="small"
          pagination={false}
          rowKey="reason"
          dataSource={stats?.reasons ?? []}
          columns={[
            { title: t.reason, dataIndex: 'reason', render: (reason: keyof typeof t.reasons) => t.reasons[reason] },
            { title: t.held, dataIndex: 'held', align: 'right' },
            { title: t.approved, dataIndex: 'approved', align: 'right' },
          ]}
        />
      </Card>
    </div>
  );
}
