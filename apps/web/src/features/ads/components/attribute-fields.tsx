import type { FilterDefinition } from '@surimarkt/contracts';
import { RANGE_DEFAULT } from '@surimarkt/contracts/texts';
import { useState } from 'react';
import type { AttributeFilters } from '../lib/category-filters';

/** The category's own filters as native controls (a range as two sliders, a select as a dropdown); names are `attr.<field>[.min|.max]`. */
export function AttributeFields({
  definitions,
  values,
  idPrefix,
}: {
  definitions: FilterDefinition[];
  values: AttributeFilters;
  idPrefix: string;
}) {
  if (!definitions.length) return null;
  return (
    <div className="sm-filters__attrs">
      {definitions.map((f) => {
        const id = `${idPrefix}-${f.field}`;
        const value = values[f.field];
        switch (f.type) {
          case 'select':
            return (
              <span key={f.id} className="sm-filters__field">
                <label htmlFor={id}>{f.label}</label>
                <select id={id} name={`attr.${f.field}`} defaultValue={typeof value === 'string' ? value : ''}>
                  <option value="">{f.placeholder ?? '–'}</option>
                  {(f.options ?? []).map((o) => (
                    <option key={o} value={o}>
                      {o}
                    </option>
                  ))}
                </select>
              </span>
            );
          case 'range':
            return <RangeField key={f.id} id={id} filter={f} value={typeof value === 'object' ? value : undefined} />;
          case 'checkbox':
            return (
              <span key={f.id} className="sm-filters__check">
                <input id={id} type="checkbox" name={`attr.${f.field}`} defaultChecked={value === true} />
                <label htmlFor={id}>{f.label}</label>
              </span>
            );
          default:
            return (
              <span key={f.id} className="sm-filters__field">
                <label htmlFor={id}>{f.label}</label>
                <input
                  id={id}
                  name={`attr.${f.field}`}
                  type={f.type === 'number' ? 'number' : 'text'}
                  placeholder={f.placeholder ?? undefined}
                  defaultValue={typeof value === 'string' || typeof value === 'number' ? String(value) : ''}
                />
              </span>
            );
        }
      })}
    </div>
  );
}

function RangeField({ id, filter, value }: { id: string; filter: FilterDefinition; value?: { min?: number; max?: number } }) {
  const [min, setMin] = useState(value?.min ?? RANGE_DEFAULT.min);
  const [max, setMax] = useState(value?.max ?? RANGE_DEFAULT.max);
  return (
    <fieldset className="sm-filters__range">
      <legend>
        {filter.label}: {min} – {max}
      </legend>
      <label htmlFor={`${id}-min`}>{filter.label} van</label>
      <input
        id={`${id}-min`}
        type="range"
        name={`attr.${filter.field}.min`}
        min={RANGE_DEFAULT.min}
        max={RANGE_DEFAULT.max}
        step={RANGE_DEFAULT.step}
        value={min}
        onChange={(e) => setMin(Math.min(Number(e.target.value), max))}
      />
      <label htmlFor={`${id}-max`}>{filter.label} tot</label>
      <input
        id={`${id}-max`}
        type="range"
        name={`attr.${filter.field}.max`}
        min={RANGE_DEFAULT.min}
        max={RANGE_DEFAULT.max}
        step={RANGE_DEFAULT.step}
        value={max}
        onChange={(e) => setMax(Math.max(Number(e.target.value), min))}
      />
    </fieldset>
  );
}

/** The form's `attr.*` values as the list's filters; a range at its full width filters nothing. */
export function readAttributeFields(data: FormData, definitions: FilterDefinition[]): AttributeFilters | undefined {
  const attr: AttributeFilters = {};
  for (const f of definitions) {
    if (f.type === 'range') {
      const min = Number(data.get(`attr.${f.field}.min`));
      const max = Number(data.get(`attr.${f.field}.max`));
      if (min > RANGE_DEFAULT.min || max < RANGE_DEFAULT.max) attr[f.field] = { min, max };
    } else if (f.type === 'checkbox') {
      if (data.get(`attr.${f.field}`) === 'on') attr[f.field] = true;
    } else {
      const value = String(data.get(`attr.${f.field}`) ?? '').trim();
      if (value) attr[f.field] = value;
    }
  }
  return Object.keys(attr).length ? attr : undefined;
}
