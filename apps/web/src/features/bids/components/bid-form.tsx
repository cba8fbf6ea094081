import type { Ad } from '@surimarkt/contracts';
import { AD_LIMITS } from '@surimarkt/contracts/texts';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router-dom';
import { useKnownCurrentUser } from '@/shared/api/auth.api';
import { readFieldErrors } from '@/shared/api/field-errors';
import { serverMessage } from '@/shared/api/server-message';
import { amountProblem, centsOf, parseDutchAmount } from '@/shared/format/dutch-amount';
import { useToast } from '@/shared/hooks/use-toast';
import { usePlaceBidMutation } from '../api/bids.api';
import { bidsTexts as t } from '../bids.texts';
import { links } from '@/shared/lib/paths';
import './bid-form.css';

/**
 * 'Doe een bod' on the ad page: the amount in the ad's own currency and a message. Plain HTML (no antd), as the ad
 * page is a public page that must stay light; the server checks every rule and refuses a bid on one's own ad.
 */
export function BidForm({ ad }: { ad: Ad }) {
  const { data: user } = useKnownCurrentUser();
  const [placeBid, { isLoading }] = usePlaceBidMutation();
  const [amount, setAmount] = useState('');
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);
  const toast = useToast();

  if (!user)
    return (
      <p className="sm-bid__login">
        <Link to={links.auth}>{t.loginToBid}</Link>
      </p>
    );

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseDutchAmount(amount);
    const cents = centsOf(parsed);
    if (cents === null || cents <= 0 || cents > AD_LIMITS.priceMaxCents) {
      setError(
        amountProblem(parsed) ?? (cents !== null && cents > AD_LIMITS.priceMaxCents ? t.messages.amountTooHigh : t.messages.amountInvalid),
      );
      return;
    }
    setError(null);
    try {
      const reply = await placeBid({ adId: ad.id, amount: cents, message: message.trim() }).unwrap();
      toast.success(reply.message);
      setAmount('');
      setMessage('');
    } catch (failure) {
      const fields = readFieldErrors(failure);
      const text = fields.amount ?? fields.message ?? serverMessage(failure);
      setError(text);
      toast.error(t.placeFailed, { description: text ?? undefined });
    }
  };

  return (
    <form className="sm-bid" onSubmit={onSubmit} noValidate>
      <label className="sm-bid__field">
        <span>{t.amount(ad.currency)}</span>
        <input
          inputMode="decimal"
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
          placeholder="0,00"
          required
          aria-invalid={!!error}
        />
      </label>
      <label className="sm-bid__field">
        <span>{t.message}</span>
        <textarea rows={2} maxLength={500} value={message} onChange={(e) => setMessage(e.target.value)} />
      </label>
      {error && (
        <p className="sm-bid__error" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="sm-btn sm-btn--primary" disabled={isLoading}>
        {isLoading ? t.placing : t.place}
      </button>
    </form>
  );
}
