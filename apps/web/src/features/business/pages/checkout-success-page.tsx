import { Button, Result, Spin } from 'antd';
import { Link, useSearchParams } from 'react-router-dom';
import { useDocumentTitle } from '@/shared/hooks/use-document-title';
import { formatAmount } from '@/shared/format/money';
import { usePaymentQuery } from '../api/business.api';
import { businessTexts } from '../business.texts';
import { links } from '@/shared/lib/paths';
import { ConfirmAddressNotice } from '../components/confirm-address-notice';
import { FocusOnShow } from '@/shared/ui/focus-on-show';

const t = businessTexts.success;

/**
 * /checkout/success: what the provider's webhook made of the payment. While it has not yet said (Stripe may take
 * a moment), the page asks again every 2 seconds.
 */
export function CheckoutSuccessPage() {
  useDocumentTitle(t.title);
  const [params] = useSearchParams();
  const id = params.get('betaling') ?? params.get('payment_intent_client_secret')?.split('_secret_')[0] ?? '';
  const { data } = usePaymentQuery(id, { skip: !id, pollingInterval: 2000, skipPollingIfUnfocused: true });
  const actions = [
    <Link key="home" to={links.home}>
      <Button>{t.home}</Button>
    </Link>,
    <Link key="profile" to={links.profileMobile}>
      <Button>{t.profile}</Button>
    </Link>,
    ...(data?.purpose === 'subscription'
      ? [
          <Link key="dash" to={links.businessDashboard}>
            <Button type="primary">{t.dashboard}</Button>
          </Link>,
        ]
      : []),
  ];
  if (id && !data) return <Spin style={{ display: 'block', margin: '48px auto' }} />;
  if (data?.status === 'paid') {
    return (
      <main className="sm-business__page">
        <FocusOnShow>
          <Result status="success" title={t.title} subTitle={`${t.text(formatAmount(data.amount, 'EUR'))} ${t.invoice}`} extra={actions} />
        </FocusOnShow>
        <ConfirmAddressNotice />
      </main>
    );
  }
  if (data?.status === 'failed') {
    return (
      <main className="sm-business__page">
        <Result status="error" title={businessTexts.checkout.failedTitle} subTitle={data.failureMessage ?? t.failed} extra={actions} />
      </main>
    );
  }
  return (
    <main className="sm-business__page">
      <Result status="info" icon={<Spin />} title={t.pending} extra={actions} />
    </main>
  );
}
