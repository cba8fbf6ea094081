import type { ConvertedPrice, Currency } from '@surimarkt/contracts';
import { isPriceOnRequest } from '@surimarkt/contracts/texts';
import { formatConverted, formatPrice } from '../format/money';

export function Price({
  cents,
  currency,
  className,
  converted,
  rateNote,
}: {
  cents: number | null | undefined;
  currency: Currency | string;
  className?: string;
  /** The price in the other currency at today's rate, shown beside it. */
  converted?: ConvertedPrice | null;
  /** Where the converted price comes from, e.g. 'koers 40 van 27 november 2026' (the ad page). */
  rateNote?: string;
}) {
  const isOnRequest = isPriceOnRequest(cents);
  return (
    <span className={`sm-price ${isOnRequest ? 'sm-price--request' : ''} ${className ?? ''}`}>
      {formatPrice(cents, currency)}
      {!isOnRequest && converted && (
        <small className="sm-price__converted">
          {' '}
          <span className="sm-price__amount">{formatConverted(converted)}</span>
          {rateNote && <span className="sm-price__rate"> ({rateNote})</span>}
        </small>
      )}
    </span>
  );
}
