import { Alert, Button } from 'antd';
import { useResendVerificationMutation } from '@/shared/api/account.api';
import { useCurrentUser } from '@/shared/api/auth.api';
import { serverMessage } from '@/shared/api/server-message';
import { useToast } from '@/shared/hooks/use-toast';
import { businessTexts } from '../business.texts';

const t = businessTexts.confirmAddress;

/**
 * A new business pays first and can post only once the mailed link is opened: said on the checkout and the payment's
 * result, with the address and a way to have the mail sent again, instead of first on the dashboard.
 */
export function ConfirmAddressNotice() {
  const { data: user } = useCurrentUser();
  const [resend, { isLoading, isSuccess }] = useResendVerificationMutation();
  const toast = useToast();
  if (!user || user.isEmailVerified) return null;
  const onResend = async () => {
    try {
      toast.success((await resend().unwrap()).message);
    } catch (error) {
      toast.error(t.resendFailed, { description: serverMessage(error) ?? undefined });
    }
  };
  return (
    <Alert
      type="warning"
      showIcon
      style={{ marginBottom: 16 }}
      message={t.title}
      description={
        // The button under the text, not beside it: beside it, a phone left the text a word per line.
        <>
          <p style={{ margin: '0 0 8px', overflowWrap: 'anywhere' }}>{t.text(user.email)}</p>
          <Button size="small" onClick={() => void onResend()} loading={isLoading} disabled={isSuccess}>
            {isSuccess ? t.resent : t.resend}
          </Button>
        </>
      }
    />
  );
}
