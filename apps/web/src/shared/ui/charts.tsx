import { Empty } from 'antd';

/** Horizontal bars for shares (top lists, statuses): easier to compare at a glance than numbers. */
export function BarList({ rows, empty }: { rows: { label: string; count: number }[]; empty: string }) {
  if (!rows.length) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={empty} />;
  const max = Math.max(...rows.map((r) => r.count), 1);
  return (
    <ol style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 6 }}>
      {rows.map((row) => (
        <li
          key={row.label}
          style={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) auto', gap: 8, alignItems: 'center', fontSize: 13 }}
        >
          <div style={{ minWidth: 0 }}>
            <div style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{row.label}</div>
            <div
              aria-hidden
              style={{ height: 6, borderRadius: 3, background: '#0b7a3e', width: `${Math.max(2, (row.count / max) * 100)}%` }}
            />
          </div>
          <strong>{row.count.toLocaleString('nl-NL')}</strong>
        </li>
      ))}
    </ol>
  );
}

/** Counts per day as a line (daily activity, users per day); days without any count as zero. */
export function DayLine({
  points,
  days,
  empty,
  label,
}: {
  points: { date: string; count: number }[];
  days: number;
  empty: string;
  label: string;
}) {
  if (!points.length) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={empty} />;
  const byDate = new Map(points.map((p) => [p.date, p.count]));
  // The server counts Suriname's days: the last point is today there, whatever the browser's clock zone.
  const today = new Date(`${new Date().toLocaleDateString('en-CA', { timeZone: 'America/Paramaribo' })}T12:00:00Z`);
  const series = Array.from({ length: days }, (_, i) => {
    const day = new Date(today.getTime() - (days - 1 - i) * 86_400_000).toISOString().slice(0, 10);
    return { day, count: byDate.get(day) ?? 0 };
  });
  const max = Math.max(...series.map((s) => s.count), 1);
  const width = 600;
  const height = 140;
  const x = (i: number) => (series.length === 1 ? width / 2 : (i / (series.length - 1)) * width);
  const y = (count: number) => height - 4 - (count / max) * (height - 12);
  const path = series.map((s, i) => `${i ? 'L' : 'M'}${x(i).toFixed(1)},${y(s.count).toFixed(1)}`).join(' ');
  return (
    <figure style={{ margin: 0 }}>
      <svg
        viewBox={`0 0 ${width} ${height}`}
        role="img"
        aria-label={label}
        style={{ width: '100%', height: 'auto', display: 'block' }}
        preserveAspectRatio="none"
      >
        <path d={`${path} L${width},${height} L0,${height} Z`} fill="rgba(11, 122, 62, 0.12)" />
        <path d={path} fill="none" stroke="#0b7a3e" strokeWidth={2} vectorEffect="non-scaling-stroke" />
      </svg>
      <figcaption style={{ display: 'flex', justifyContent: 'space-between', fontSize: 12, opacity: 0.7 }}>
        <span>{new Date(series[0].day).toLocaleDateString('nl-NL')}</span>
        <span>max {max.toLocaleString('nl-NL')}</span>
        <span>{new Date(series[series.length - 1].day).toLocaleDateString('nl-NL')}</span>
      </figcaption>
    </figure>
  );
}
