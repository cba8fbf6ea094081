import type { FilterDefinition } from '@surimarkt/contracts';
import { type FormEvent, useId } from 'react';
import { adsTexts } from '../ads.texts';
import { type CategoryFilters, LOCATIONS, SORTS } from '../lib/category-filters';
import { AttributeFields, readAttributeFields } from './attribute-fields';

interface CategoryFiltersFormProps {
  filters: CategoryFilters;
  onChange: (filters: CategoryFilters) => void;
  /** The category's own filters, from the back-office. */
  definitions?: FilterDefinition[];
}

/** Native controls: light on a phone and labelled for screen readers and tests. */
export function CategoryFiltersForm({ filters, onChange, definitions = [] }: CategoryFiltersFormProps) {
  const id = useId();
  // Filters and sort are one form: changing the sort applies what was typed too, instead of dropping it.
  const read = (form: HTMLFormElement): CategoryFilters => {
    const data = new FormData(form);
    const amount = (key: string) => {
      const raw = String(data.get(key) ?? '')
        .trim()
        .replace(',', '.');
      const value = Number(raw);
      return raw === '' || !Number.isFinite(value) || value < 0 ? undefined : value;
    };
    return {
      ...filters,
      location: String(data.get('location') || '') || undefined,
      min: amount('min'),
      max: amount('max'),
      currency: data.get('currency') === 'SRD' ? 'SRD' : undefined,
      attr: readAttributeFields(data, definitions),
    };
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onChange(read(event.currentTarget));
  };
  return (
    <form className="sm-filters" aria-label={adsTexts.filters} onSubmit={onSubmit} key={JSON.stringify(filters)}>
      <label htmlFor={`${id}-loc`}>{adsTexts.location}</label>
      <select id={`${id}-loc`} name="location" defaultValue={filters.location ?? ''}>
        <option value="">{adsTexts.allLocations}</option>
        {LOCATIONS.map((l) => (
          <option key={l} value={l}>
            {l}
          </option>
        ))}
      </select>
      <label htmlFor={`${id}-min`}>{adsTexts.minPrice}</label>
      <input id={`${id}-min`} name="min" inputMode="decimal" type="number" min={0} step="0.01" defaultValue={filters.min ?? ''} />
      <label htmlFor={`${id}-max`}>{adsTexts.maxPrice}</label>
      <input id={`${id}-max`} name="max" inputMode="decimal" type="number" min={0} step="0.01" defaultValue={filters.max ?? ''} />
      <label htmlFor={`${id}-cur`}>{adsTexts.priceCurrency}</label>
      <select id={`${id}-cur`} name="currency" defaultValue={filters.currency ?? 'EUR'}>
        <option value="EUR">{adsTexts.currencies.EUR}</option>
        <option value="SRD">{adsTexts.currencies.SRD}</option>
      </select>
      <AttributeFields definitions={definitions} values={filters.attr ?? {}} idPrefix={id} />
      <label htmlFor={`${id}-sort`}>{adsTexts.sortLabel}</label>
      <select
        id={`${id}-sort`}
        name="sort"
        value={filters.sortBy ?? 'newest'}
        onChange={(e) => {
          const sortBy = e.target.value as CategoryFilters['sortBy'];
          onChange({ ...(e.target.form ? read(e.target.form) : filters), sortBy });
        }}
      >
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
