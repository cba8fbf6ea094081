import type { AdFacets, FilterDefinition } from '@surimarkt/contracts';
import { type FormEvent, useId, useRef, useState } from 'react';
import { formatCount } from '@/shared/format/count';
import { useTypedBeforeHydration } from '@/shared/hooks/use-typed-before-hydration';
import { amountInputText, amountProblem, centsOf, parseDutchAmount } from '@/shared/format/dutch-amount';
import { adsTexts } from '../ads.texts';
import { type CategoryFilters, LOCATIONS, SORTS } from '../lib/category-filters';
import { AttributeFields, readAttributeFields } from './attribute-fields';
import { PriceBandLinks } from './price-band-links';
import './category.css';

interface CategoryFiltersFormProps {
  filters: CategoryFilters;
  onChange: (filters: CategoryFilters) => void;
  /** The category's own filters, from the back-office. */
  definitions?: FilterDefinition[];
  /** How many ads each value gives (shown beside it; 0 greyed, never hidden). */
  facets?: AdFacets;
  /** Kept in the address when the form is sent without JavaScript (the search page's words and category). */
  hiddenFields?: Record<string, string>;
}

/** The address's names of the fields (readFilters). */
const FIELDS = { location: 'locatie', min: 'min', max: 'max', currency: 'valuta', sort: 'sortering' } as const;

const centsOrNull = (units: number | undefined) => (units === undefined ? null : Math.round(units * 100));

/**
 * Native controls: light on a phone and labelled for screen readers and tests. Their names are the address's, so with
 * JavaScript off the form is a plain GET to the same page.
 */
export function CategoryFiltersForm({ filters, onChange, definitions = [], facets, hiddenFields = {} }: CategoryFiltersFormProps) {
  const id = useId();
  // A price typed so it could mean two amounts (12.50) is asked about under the field, not applied as a guess.
  const [priceProblem, setPriceProblem] = useState<{ field: 'min' | 'max'; message: string } | null>(null);
  // Filters and sort are one form: changing the sort applies what was typed too, instead of dropping it. Null while a
  // typed price needs an answer first.
  const read = (form: HTMLFormElement): CategoryFilters | null => {
    const data = new FormData(form);
    const parsed = { min: parseDutchAmount(String(data.get(FIELDS.min) ?? '')), max: parseDutchAmount(String(data.get(FIELDS.max) ?? '')) };
    for (const field of ['min', 'max'] as const) {
      const message = amountProblem(parsed[field]);
      if (message) {
        setPriceProblem({ field, message });
        return null;
      }
    }
    setPriceProblem(null);
    // The address keeps units (?min=12500), the way a person reads and shares it.
    const amount = (key: 'min' | 'max') => {
      const cents = centsOf(parsed[key]);
      return cents === null ? undefined : cents / 100;
    };
    return {
      ...filters,
      location: String(data.get(FIELDS.location) || '') || undefined,
      min: amount('min'),
      max: amount('max'),
      currency: data.get(FIELDS.currency) === 'SRD' ? 'SRD' : undefined,
      attr: readAttributeFields(data, definitions),
    };
  };
  const sortTo = (select: HTMLSelectElement) =>
    onChange({ ...((select.form && read(select.form)) || filters), sortBy: select.value as CategoryFilters['sortBy'] });
  // A sort chosen on a guest's page before the app took it over (app/light-page) still sorts.
  const sortRef = useRef<HTMLSelectElement>(null);
  useTypedBeforeHydration(sortRef, filters.sortBy ?? 'newest', () => sortRef.current && sortTo(sortRef.current));
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const next = read(event.currentTarget);
    if (next) onChange(next);
  };
  const priceInput = (field: 'min' | 'max') => ({
    id: `${id}-${field}`,
    name: FIELDS[field],
    inputMode: 'decimal' as const,
    'aria-invalid': priceProblem?.field === field || undefined,
    'aria-describedby': priceProblem?.field === field ? `${id}-price-error` : undefined,
  });
  const priceError = (
    <p id={`${id}-price-error`} className="sm-filters__error" role="alert">
      {priceProblem?.message}
    </p>
  );
  return (
    <form className="sm-filters" aria-label={adsTexts.filters} method="get" onSubmit={onSubmit} key={JSON.stringify(filters)}>
      {Object.entries(hiddenFields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <label htmlFor={`${id}-loc`}>{adsTexts.location}</label>
      <select id={`${id}-loc`} name={FIELDS.location} defaultValue={filters.location ?? ''}>
        <option value="">
          {facets ? adsTexts.withCount(adsTexts.allLocations, formatCount(facets.without.location, facets.cap)) : adsTexts.allLocations}
        </option>
        {LOCATIONS.map((l) => {
          const count = facets?.locations.find((f) => f.name === l)?.count;
          return (
            <option key={l} value={l} className={count === 0 ? 'sm-facet--empty' : undefined}>
              {count === undefined ? l : adsTexts.withCount(l, formatCount(count, facets?.cap))}
            </option>
          );
        })}
      </select>
      <label htmlFor={`${id}-min`}>{adsTexts.minPrice}</label>
      <input {...priceInput('min')} defaultValue={amountInputText(centsOrNull(filters.min))} />
      {priceProblem?.field === 'min' && priceError}
      <label htmlFor={`${id}-max`}>{adsTexts.maxPrice}</label>
      <input {...priceInput('max')} defaultValue={amountInputText(centsOrNull(filters.max))} />
      {priceProblem?.field === 'max' && priceError}
      <label htmlFor={`${id}-cur`}>{adsTexts.priceCurrency}</label>
      <select id={`${id}-cur`} name={FIELDS.currency} defaultValue={filters.currency ?? 'EUR'}>
        <option value="EUR">{adsTexts.currencies.EUR}</option>
        <option value="SRD">{adsTexts.currencies.SRD}</option>
      </select>
      {facets && <PriceBandLinks facets={facets} currency={filters.currency ?? 'EUR'} />}
      <AttributeFields definitions={definitions} values={filters.attr ?? {}} idPrefix={id} />
      <label htmlFor={`${id}-sort`}>{adsTexts.sortLabel}</label>
      <select id={`${id}-sort`} name={FIELDS.sort} ref={sortRef} value={filters.sortBy ?? 'newest'} onChange={(e) => sortTo(e.target)}>
        {SORTS.map((s) => (
          <option key={s} value={s}>
            {adsTexts.sorts[s]}
          </option>
        ))}
      </select>
      <div className="sm-filters__actions">
        <button type="submit" className="sm-btn sm-btn--primary">
          {adsTexts.applyFilters}
        </button>
        <button type="button" className="sm-btn" onClick={() => onChange({})}>
          {adsTexts.resetFilters}
        </button>
      </div>
    </form>
  );
}
