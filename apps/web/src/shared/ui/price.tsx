import type { Currency } from '@surimarkt/contracts';
import { formatPrice } from '../format/money';

export function Price({
  cents,
  currency,
  className,
}: {
  cents: number | null | undefined;
  currency: Currency | string;
  className?: string;
}) {
  const isOnRequest = !cents;
  return <span className={`sm-price ${isOnRequest ? 'sm-price--request' : ''} ${className ?? ''}`}>{formatPrice(cents, currency)}</span>;
}
