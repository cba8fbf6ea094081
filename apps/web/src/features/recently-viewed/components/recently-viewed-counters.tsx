import type { ViewedCounters } from '../lib/viewed-entry';
import { recentlyViewedTexts as t } from '../recently-viewed.texts';

/**
 * The four counters of spec 2.10, in Dutch number format; a guest's browser list knows no times or counts. Plain
 * markup rather than antd's Statistic, which would read '1.206' as one and a decimal part.
 */
export function RecentlyViewedCounters({ counters }: { counters: ViewedCounters }) {
  const shown: Array<[string, number | null]> = [
    [t.total, counters.total],
    [t.today, counters.today],
    [t.totalViews, counters.totalViews],
    [t.categories, counters.categories],
  ];
  return (
    <div role="list" style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(130px, 1fr))', gap: 12, margin: '12px 0' }}>
      {shown.map(([label, value]) => (
        <div role="listitem" key={label} aria-label={label}>
          <div className="sm-muted">{label}</div>
          <strong style={{ fontSize: 24 }}>{value === null ? t.unknown : value.toLocaleString('nl-NL')}</strong>
        </div>
      ))}
    </div>
  );
}
