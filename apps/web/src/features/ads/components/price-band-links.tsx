import type { AdFacets, Currency } from '@surimarkt/contracts';
import { Link, useSearchParams } from 'react-router-dom';
import { formatCount } from '@/shared/format/count';
import { formatAmountShort } from '@/shared/format/money';
import { adsTexts } from '../ads.texts';

/** A band as a shopper reads it: 'tot € 100', '€ 100 – € 500', 'vanaf € 10.000' (its max is the next band's min less a cent). */
function bandLabel(band: AdFacets['priceBands'][number], currency: Currency): string {
  if (band.max === null) return adsTexts.priceBandFrom(formatAmountShort(band.min, currency));
  if (band.min === 0) return adsTexts.priceBandUpTo(formatAmountShort(band.max + 1, currency));
  return adsTexts.priceBandBetween(formatAmountShort(band.min, currency), formatAmountShort(band.max + 1, currency));
}

/**
 * The price bands as links with their counts: one tap sets min and max (the address keeps units), with JavaScript
 * off too. A band without ads is greyed, not hidden, so the shopper sees the filter leaves nothing there.
 */
export function PriceBandLinks({ facets, currency }: { facets: AdFacets; currency: Currency }) {
  const [params] = useSearchParams();
  const chosen = (band: AdFacets['priceBands'][number]) =>
    params.get('min') === String(band.min / 100) && (band.max === null ? !params.get('max') : params.get('max') === String(band.max / 100));
  return (
    <nav className="sm-facets sm-filters__bands" aria-label={adsTexts.priceBands}>
      {facets.priceBands.map((band) => {
        const next = new URLSearchParams(params);
        next.set('min', String(band.min / 100));
        if (band.max === null) next.delete('max');
        else next.set('max', String(band.max / 100));
        return (
          <Link
            key={band.min}
            to={{ search: `?${next}` }}
            className={`sm-chip${band.count === 0 ? ' sm-facet--empty' : ''}`}
            aria-current={chosen(band) || undefined}
          >
            {adsTexts.withCount(bandLabel(band, currency), formatCount(band.count, facets.cap))}
          </Link>
        );
      })}
    </nav>
  );
}
