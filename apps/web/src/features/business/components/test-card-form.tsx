import type { PaymentIntentResponse } from '@surimarkt/contracts';
import { Alert, Button, Form, Input } from 'antd';
import { readFieldErrors } from '@/shared/api/field-errors';
import { serverMessage } from '@/shared/api/server-message';
import { formatAmount } from '@/shared/format/money';
import { useConfirmTestPaymentMutation } from '../api/business.api';
import { businessTexts } from '../business.texts';

const t = businessTexts.checkout;

/**
 * The built-in test provider's card form, in place of Stripe's Payment Element when no Stripe keys are set. Only
 * the card number goes to the server (it picks paid or declined, as Stripe's test cards do); the page says plainly
 * that nothing is charged.
 */
export function TestCardForm({
  intent,
  onDone,
}: {
  intent: PaymentIntentResponse;
  onDone: (status: 'paid' | 'failed' | 'pending', message: string | null) => void;
}) {
  const [form] = Form.useForm<{ cardNumber: string; expiry: string; cvc: string }>();
  const [confirm, { isLoading }] = useConfirmTestPaymentMutation();
  const onFinish = async ({ cardNumber }: { cardNumber: string }) => {
    try {
      const payment = await confirm({ id: intent.paymentId, cardNumber }).unwrap();
      // A card payment is paid, pending or failed (expired and cancelled are bank transfers' states).
      onDone(payment.status === 'paid' || payment.status === 'pending' ? payment.status : 'failed', payment.failureMessage);
    } catch (error) {
      const fields = readFieldErrors(error);
      if (fields.cardNumber) form.setFields([{ name: 'cardNumber', errors: [fields.cardNumber] }]);
      else onDone('failed', serverMessage(error));
    }
  };
  return (
    <Form form={form} layout="vertical" onFinish={onFinish} requiredMark={false} disabled={isLoading}>
      <Alert type="warning" showIcon message={t.testBanner} description={t.testHelp} style={{ marginBottom: 16 }} />
      <Form.Item
        label={t.cardNumber}
        name="cardNumber"
        rules={[{ required: true, pattern: /^[0-9 ]{12,23}$/, message: businessTexts.messages.cardInvalid }]}
      >
        <Input inputMode="numeric" autoComplete="cc-number" placeholder="4242 4242 4242 4242" maxLength={23} />
      </Form.Item>
      <div className="sm-business__row">
        <Form.Item
          label={t.expiry}
          name="expiry"
          rules={[{ required: true, pattern: /^(0[1-9]|1[0-2])\/\d{2}$/, message: t.expiryInvalid }]}
        >
          <Input inputMode="numeric" autoComplete="cc-exp" placeholder="12/30" maxLength={5} />
        </Form.Item>
        <Form.Item label={t.cvc} name="cvc" rules={[{ required: true, pattern: /^\d{3,4}$/, message: t.cvcInvalid }]}>
          <Input inputMode="numeric" autoComplete="cc-csc" placeholder="123" maxLength={4} />
        </Form.Item>
      </div>
      <Button type="primary" htmlType="submit" size="large" block loading={isLoading}>
        {isLoading ? t.paying : t.pay(formatAmount(intent.amount, 'EUR'))}
      </Button>
    </Form>
  );
}
