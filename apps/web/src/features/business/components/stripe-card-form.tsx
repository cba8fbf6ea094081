import type { PaymentIntentResponse } from '@surimarkt/contracts';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe, type Stripe } from '@stripe/stripe-js';
import { Button } from 'antd';
import { useMemo, useState } from 'react';
import { formatAmount } from '@/shared/format/money';
import { businessTexts } from '../business.texts';

const t = businessTexts.checkout;
const stripes = new Map<string, Promise<Stripe | null>>();

/**
 * Stripe's Payment Element (used when the server has Stripe keys). The card is confirmed in the browser, with a
 * redirect only when the bank needs one; whether it is paid is decided by Stripe's webhook, which the success page waits for.
 */
export function StripeCardForm({
  intent,
  onDone,
}: {
  intent: PaymentIntentResponse;
  onDone: (status: 'paid' | 'failed' | 'pending', message: string | null) => void;
}) {
  const stripe = useMemo(() => {
    const key = intent.publishableKey!;
    if (!stripes.has(key)) stripes.set(key, loadStripe(key));
    return stripes.get(key)!;
  }, [intent.publishableKey]);
  return (
    <Elements stripe={stripe} options={{ clientSecret: intent.clientSecret, locale: 'nl' }}>
      <ConfirmForm intent={intent} onDone={onDone} />
    </Elements>
  );
}

function ConfirmForm({
  intent,
  onDone,
}: {
  intent: PaymentIntentResponse;
  onDone: (status: 'paid' | 'failed' | 'pending', message: string | null) => void;
}) {
  const stripe = useStripe();
  const elements = useElements();
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    if (!stripe || !elements) return;
    setBusy(true);
    const { error } = await stripe.confirmPayment({
      elements,
      redirect: 'if_required',
      confirmParams: { return_url: `${window.location.origin}/checkout/success?betaling=${intent.paymentId}` },
    });
    setBusy(false);
    onDone(error ? 'failed' : 'pending', error?.message ?? null);
  };
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <PaymentElement />
      <Button type="primary" htmlType="submit" size="large" block loading={busy} disabled={!stripe} style={{ marginTop: 16 }}>
        {busy ? t.paying : t.pay(formatAmount(intent.amount, 'EUR'))}
      </Button>
    </form>
  );
}
