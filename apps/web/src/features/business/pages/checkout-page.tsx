import { BILLING_MESSAGES, CHECKOUT_MAX_CENTS, CHECKOUT_MIN_CENTS } from '@surimarkt/contracts/texts';
import type { BankTransferView, PaymentIntentResponse } from '@surimarkt/contracts';
import { Alert, Button, Card, Input, Radio, Result, Spin, Steps, Typography } from 'antd';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { serverMessage } from '@/shared/api/server-message';
import { amountProblem, centsOf, parseDutchAmount } from '@/shared/format/dutch-amount';
import { formatAmount } from '@/shared/format/money';
import { useCurrentUser } from '@/shared/api/auth.api';
import { useDocumentTitle } from '@/shared/hooks/use-document-title';
import { useCreatePaymentIntentMutation, useCurrentBankTransferQuery, useRequestBankTransferMutation } from '../api/business.api';
import { businessTexts } from '../business.texts';
import { newAttemptKey } from '../components/attempt-key';
import { BankTransferDetails } from '../components/bank-transfer-details';
import { TestCardForm } from '../components/test-card-form';
import { links } from '@/shared/lib/paths';
import './business.css';
import { ConfirmAddressNotice } from '../components/confirm-address-notice';

// Stripe's script loads only when Stripe is the provider.
const StripeCardForm = lazy(async () => ({ default: (await import('../components/stripe-card-form')).StripeCardForm }));

const t = businessTexts.checkout;

/**
 * /checkout (accounts spec 2.15): step 1 the amount (or, with ?pakket=1, the subscription's due payment, priced by
 * the server), step 2 the card form of the provider, then success or failure. The package may also be paid by bank
 * transfer: its details and reference, and the package is activated once the operator has received the money.
 */
export function CheckoutPage() {
  useDocumentTitle(t.title);
  const [params] = useSearchParams();
  const forPackage = params.get('pakket') === '1';
  const { data: user, isLoading: userLoading } = useCurrentUser();
  const [create, { isLoading: starting }] = useCreatePaymentIntentMutation();
  const [intent, setIntent] = useState<PaymentIntentResponse | null>(null);
  // Typed as a Dutch speaker writes it (1.250 or 12,50): read by the site's one amount parser.
  const [amountText, setAmountText] = useState('10');
  const parsedAmount = parseDutchAmount(amountText);
  const cents = centsOf(parsedAmount) ?? 0;
  const amountError =
    amountProblem(parsedAmount) ??
    (parsedAmount.kind === 'amount' && cents < CHECKOUT_MIN_CENTS
      ? BILLING_MESSAGES.amountMin
      : cents > CHECKOUT_MAX_CENTS
        ? BILLING_MESSAGES.amountMax
        : null);
  const [failure, setFailure] = useState<string | null>(null);
  const attempt = useRef(newAttemptKey());
  const navigate = useNavigate();
  const [method, setMethod] = useState<'card' | 'bank'>('card');
  const [transfer, setTransfer] = useState<BankTransferView | null>(null);
  const [requestTransfer, { isLoading: requesting }] = useRequestBankTransferMutation();
  const { data: open } = useCurrentBankTransferQuery(undefined, { skip: !forPackage || !user });

  // A transfer already asked for is shown again: paying by card as well would pay the period twice.
  const chosen = useRef(false);
  useEffect(() => {
    if (open?.transfer && !chosen.current) {
      chosen.current = true;
      setMethod('bank');
      setTransfer(open.transfer);
    }
  }, [open]);

  const choose = async (next: 'card' | 'bank') => {
    chosen.current = true;
    setMethod(next);
    setFailure(null);
    if (next !== 'bank' || transfer) return;
    try {
      setTransfer(await requestTransfer().unwrap());
    } catch (error) {
      setFailure(serverMessage(error) ?? businessTexts.bankTransfer.startFailed);
    }
  };

  const start = async (purpose: 'amount' | 'subscription') => {
    setFailure(null);
    try {
      const body =
        purpose === 'amount' ? { purpose, amount: cents, idempotencyKey: attempt.current } : { purpose, idempotencyKey: attempt.current };
      setIntent(await create(body).unwrap());
    } catch (error) {
      setFailure(serverMessage(error) ?? t.startFailed);
    }
  };

  // The package's payment needs no amount step: it starts as soon as the user is known.
  const started = useRef(false);
  useEffect(() => {
    if (forPackage && user && !started.current) {
      started.current = true;
      void start('subscription');
    }
  });

  const onDone = (status: 'paid' | 'failed' | 'pending', message: string | null) => {
    if (status === 'failed') {
      setFailure(message ?? t.failedTitle);
      return;
    }
    navigate(links.checkoutSuccess(intent!.paymentId));
  };

  if (userLoading) return <Spin style={{ display: 'block', margin: '48px auto' }} />;
  if (!user) {
    return (
      <main className="sm-business__page">
        <Result
          status="info"
          title={t.loginNeeded}
          extra={
            <Link to={links.auth}>
              <Button type="primary">{t.login}</Button>
            </Link>
          }
        />
      </main>
    );
  }

  return (
    <main className="sm-business__page" style={{ maxWidth: 560 }}>
      <Typography.Title level={1} style={{ fontSize: 26 }}>
        {forPackage ? t.subscriptionTitle : t.title}
      </Typography.Title>
      <ConfirmAddressNotice />
      <Steps
        size="small"
        current={(method === 'bank' ? transfer : intent) ? 1 : 0}
        items={[
          { title: forPackage ? t.subscriptionTitle : t.amountTitle },
          { title: method === 'bank' ? businessTexts.bankTransfer.title : t.payTitle },
        ]}
        style={{ marginBottom: 16 }}
      />
      {forPackage && (
        <Radio.Group
          aria-label={t.method}
          value={method}
          onChange={(event) => void choose(event.target.value as 'card' | 'bank')}
          optionType="button"
          buttonStyle="solid"
          style={{ display: 'flex', marginBottom: 16 }}
          options={[
            { value: 'card', label: t.methodCard, style: { flex: 1, textAlign: 'center' } },
            { value: 'bank', label: t.methodBank, style: { flex: 1, textAlign: 'center' } },
          ]}
        />
      )}
      {failure && (
        <Alert
          type="error"
          showIcon
          message={method === 'bank' ? businessTexts.bankTransfer.startFailed : intent ? t.failedTitle : t.startFailed}
          description={failure}
          style={{ marginBottom: 16 }}
        />
      )}
      {method === 'bank' && (
        <Card
          size="small"
          title={transfer ? `${businessTexts.bankTransfer.title}: ${transfer.description}` : businessTexts.bankTransfer.title}
        >
          {transfer ? (
            <BankTransferDetails transfer={transfer} />
          ) : (
            requesting && <Spin style={{ display: 'block', margin: '24px auto' }} />
          )}
        </Card>
      )}
      {!intent && !forPackage && (
        <Card size="small" title={t.amountTitle}>
          <label htmlFor="checkout-amount">{t.amountLabel}</label>
          <Input
            id="checkout-amount"
            inputMode="decimal"
            value={amountText}
            onChange={(event) => setAmountText(event.target.value)}
            status={amountError ? 'error' : undefined}
            aria-invalid={!!amountError}
            aria-describedby={amountError ? 'checkout-amount-error' : undefined}
            prefix="€"
            size="large"
            style={{ width: '100%', margin: '8px 0 4px' }}
          />
          <Typography.Paragraph
            id="checkout-amount-error"
            type={amountError ? 'danger' : 'secondary'}
            role={amountError ? 'alert' : undefined}
            style={{ marginBottom: 12 }}
          >
            {amountError ?? formatAmount(cents, 'EUR')}
          </Typography.Paragraph>
          <Button
            type="primary"
            size="large"
            block
            loading={starting}
            disabled={!!amountError || parsedAmount.kind !== 'amount'}
            onClick={() => void start('amount')}
          >
            {starting ? t.starting : t.start}
          </Button>
        </Card>
      )}
      {method === 'card' && !intent && forPackage && !failure && <Spin style={{ display: 'block', margin: '24px auto' }} />}
      {method === 'card' && intent && (
        <Card size="small" title={intent.description}>
          {intent.provider === 'test' ? (
            <TestCardForm intent={intent} onDone={onDone} />
          ) : (
            <Suspense fallback={<Spin />}>
              <StripeCardForm intent={intent} onDone={onDone} />
            </Suspense>
          )}
        </Card>
      )}
    </main>
  );
}
