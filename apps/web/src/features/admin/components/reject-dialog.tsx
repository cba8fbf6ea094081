import { ADMIN_MESSAGES } from '@surimarkt/contracts/texts';
import { Checkbox, Form, Input, Modal } from 'antd';
import { adminTexts as t } from '../admin.texts';

/**
 * The reason of a rejection: required, and not only spaces (the server checks the same). With askFraud the operator
 * can mark it a rejection for fraud, which the next ads' risk learns from.
 */
export function RejectDialog({
  title,
  onReject,
  onClose,
  askFraud = false,
}: {
  title: string;
  onReject: (reason: string, fraud: boolean) => Promise<void>;
  onClose: () => void;
  askFraud?: boolean;
}) {
  const [form] = Form.useForm<{ reason: string; fraud?: boolean }>();
  return (
    <Modal
      open
      title={`${t.rejectTitle}: ${title}`}
      okText={t.reject}
      cancelText={t.cancel}
      okButtonProps={{ danger: true }}
      onCancel={onClose}
      destroyOnHidden
      onOk={async () => {
        // An invalid form shows its message under the field and keeps the dialog open.
        const values = await form.validateFields().catch(() => null);
        if (!values) return;
        await onReject(values.reason.trim(), values.fraud === true);
        onClose();
      }}
    >
      <Form form={form} layout="vertical" requiredMark={false}>
        <Form.Item
          name="reason"
          label={t.rejectReason}
          rules={[{ required: true, whitespace: true, message: ADMIN_MESSAGES.reasonRequired }]}
        >
          <Input.TextArea rows={3} maxLength={500} autoFocus />
        </Form.Item>
        {askFraud && (
          <Form.Item name="fraud" valuePropName="checked" style={{ marginBottom: 0 }}>
            <Checkbox>{t.risk.fraud}</Checkbox>
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
