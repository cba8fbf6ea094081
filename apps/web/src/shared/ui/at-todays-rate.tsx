import type { Currency } from '@surimarkt/contracts';
import { convertPrice } from '@surimarkt/contracts/texts';
import { useGetExchangeRateQuery } from '@/shared/api/exchange-rate.api';
import { formatConverted } from '@/shared/format/money';

/**
 * An amount in the other currency at today's rate, as a hint beside a price in euros ('≈ SRD 800'): a business in
 * Suriname pays a package in SRD at its bank. Nothing until the rate is in.
 */
export function AtTodaysRate({ cents, currency }: { cents: number; currency: Currency }) {
  const { data: rate } = useGetExchangeRateQuery();
  if (!rate) return null;
  return <span className="sm-muted sm-at-rate">{formatConverted(convertPrice(cents, currency, rate.eurToSrd))}</span>;
}
