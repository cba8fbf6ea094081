import { REPORT_REASONS, type ReportReason } from '@surimarkt/contracts/texts';
import { Alert, Form, Input, Modal, Radio } from 'antd';
import { useState } from 'react';
import { readFieldErrors } from '@/shared/api/field-errors';
import { serverMessage } from '@/shared/api/server-message';
import { AntdProvider } from '@/shared/ui/antd-provider';
import { type ReportBody } from '../api/reports.api';
import { reportsTexts as t } from '../reports.texts';

interface ReportDialogProps {
  title: string;
  /** Sends the report; the server's answer (its message) or its refusal comes back. */
  onSend: (body: ReportBody) => Promise<{ message: string }>;
  onSent: (message: string) => void;
  onClose: () => void;
}

/**
 * The reason (one of the list) and an optional text, 'Anders' needing one; the server checks the same with the same
 * words, and its refusal (already reported, own ad) shows in the dialog.
 */
export function ReportDialog({ title, onSend, onSent, onClose }: ReportDialogProps) {
  const [form] = Form.useForm<{ reason?: ReportReason; text?: string }>();
  const reason = Form.useWatch('reason', form);
  const [error, setError] = useState<string | null>(null);
  const [isSending, setIsSending] = useState(false);

  const send = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values?.reason) return;
    setError(null);
    setIsSending(true);
    try {
      const text = values.text?.trim();
      const reply = await onSend({ reason: values.reason, ...(text ? { text } : {}) });
      onSent(reply.message);
    } catch (failure) {
      const fields = readFieldErrors(failure);
      setError(fields.reason ?? fields.text ?? serverMessage(failure) ?? t.failed);
    } finally {
      setIsSending(false);
    }
  };

  return (
    <AntdProvider>
      <Modal
        open
        title={title}
        okText={isSending ? t.sending : t.send}
        cancelText={t.cancel}
        okButtonProps={{ loading: isSending }}
        onOk={() => void send()}
        onCancel={onClose}
        destroyOnHidden
      >
        <Form form={form} layout="vertical" requiredMark={false}>
          <Form.Item name="reason" label={t.reasonLabel} rules={[{ required: true, message: t.messages.reasonInvalid }]}>
            <Radio.Group style={{ display: 'grid', gap: 8 }}>
              {REPORT_REASONS.map((value) => (
                <Radio key={value} value={value}>
                  {t.reasons[value]}
                </Radio>
              ))}
            </Radio.Group>
          </Form.Item>
          <Form.Item
            name="text"
            label={reason === 'other' ? t.textLabelRequired : t.textLabel}
            rules={[
              { required: reason === 'other', whitespace: true, message: t.messages.textRequired },
              { max: 500, message: t.messages.textTooLong },
            ]}
          >
            <Input.TextArea rows={3} maxLength={500} />
          </Form.Item>
        </Form>
        {error && <Alert type="error" showIcon title={error} role="alert" />}
      </Modal>
    </AntdProvider>
  );
}
