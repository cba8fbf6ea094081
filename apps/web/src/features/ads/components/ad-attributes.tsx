import type { Ad } from '@surimarkt/contracts';
import { useGetCategoryFiltersQuery } from '@/shared/api/filters.api';
import { adsTexts } from '../ads.texts';

/** 'Kenmerken': the ad's values for its category's filters, named by the filters' labels. */
export function AdAttributes({ ad, categorySlug }: { ad: Ad; categorySlug: string | undefined }) {
  const values = ad.attributes ?? {};
  const { data } = useGetCategoryFiltersQuery(categorySlug ?? '', { skip: !categorySlug || Object.keys(values).length === 0 });
  const shown = (data?.filters ?? []).filter((f) => values[f.field] !== undefined && values[f.field] !== false);
  if (!shown.length) return null;
  return (
    <div className="sm-ad__panel">
      <h2>{adsTexts.attributes}</h2>
      <dl className="sm-ad__attributes">
        {shown.map((f) => (
          <div key={f.id}>
            <dt>{f.label}</dt>
            <dd>{values[f.field] === true ? adsTexts.yes : String(values[f.field])}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
