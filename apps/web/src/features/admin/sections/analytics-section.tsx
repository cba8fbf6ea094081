import type { AnalyticsSummary, UserActivity } from '@surimarkt/contracts';
import { ANALYTICS_PERIODS } from '@surimarkt/contracts/texts';
import { Card, Segmented, Statistic, Switch, Table } from 'antd';
import { useState } from 'react';
import { formatAmount } from '@/shared/format/money';
import { adminTexts } from '../admin.texts';
import { useAnalyticsReportQuery } from '../api/admin.api';
import { countryName } from '../lib/country-name';
import { BarList, DayLine } from '@/shared/ui/charts';

const t = adminTexts.analytics;
const SHOWN_ACTIVITIES = 20;
type Row = { count: number } & Record<string, unknown>;

/** One report of the period, refreshed every 30 s while Live is on. */
function useReport<T>(report: string, days: number, live: boolean, limit?: number) {
  return useAnalyticsReportQuery({ report, days, limit }, { pollingInterval: live ? 30_000 : 0 }).data as T | undefined;
}

function TopList({
  report,
  labelKey,
  days,
  live,
  label = (v: string) => v,
}: {
  report: string;
  labelKey: string;
  days: number;
  live: boolean;
  label?: (v: string) => string;
}) {
  const rows = useReport<Row[]>(report, days, live) ?? [];
  return (
    <Card size="small" title={t.lists[report]}>
      <BarList rows={rows.map((r) => ({ label: label(String(r[labelKey])), count: r.count }))} empty={t.empty[report]} />
    </Card>
  );
}

/** Analytics (spec 2.4): period, Live/Statisch, eight tiles, the premium panel, top lists, days as lines, recent activities. */
export function AnalyticsSection() {
  const [days, setDays] = useState<number>(30);
  const [live, setLive] = useState(true);
  const summary = useReport<AnalyticsSummary>('summary', days, live);
  const activity = useReport<{ date: string; count: number }[]>('activity', days, live) ?? [];
  const users = useReport<{ date: string; count: number }[]>('daily-users', days, live) ?? [];
  const recent = useReport<UserActivity[]>('user-activities', days, live, 100) ?? [];
  const tiles = summary
    ? ([
        [t.tiles.totalActivities, summary.totalActivities],
        [t.tiles.averagePerDay, summary.averagePerDay],
        [t.tiles.searchTerms, summary.searchTerms],
        [t.tiles.countries, summary.countries],
        [t.tiles.totalUsers, summary.totalUsers],
        [t.tiles.averageUsersPerDay, summary.averageUsersPerDay],
        [t.tiles.premiumConversions, summary.premiumConversions],
        [t.tiles.conversionRate, `${summary.conversionRate}%`],
      ] as const)
    : [];
  const grid = { display: 'grid', gap: 12, gridTemplateColumns: 'repeat(auto-fit, minmax(260px, 1fr))' } as const;

  return (
    <div style={{ display: 'grid', gap: 16 }}>
      <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap', alignItems: 'center' }}>
        <div style={{ maxWidth: '100%', overflowX: 'auto' }}>
          <Segmented<number> value={days} onChange={setDays} options={ANALYTICS_PERIODS.map((p) => ({ value: p, label: t.periods[p] }))} />
        </div>
        <label style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
          <Switch checked={live} onChange={setLive} aria-label={t.live} /> {live ? t.live : t.static}
        </label>
      </div>
      <div style={{ display: 'grid', gap: 8, gridTemplateColumns: 'repeat(auto-fit, minmax(150px, 1fr))' }}>
        {tiles.map(([title, value]) => (
          <Card key={title} size="small">
            <Statistic title={title} value={value} groupSeparator="." />
          </Card>
        ))}
      </div>
      {summary && (
        <Card size="small" title={t.premium}>
          <div style={{ display: 'grid', gap: 8, gridTemplateColumns: 'repeat(auto-fit, minmax(150px, 1fr))' }}>
            <Statistic title={t.tiles.conversionRate} value={`${summary.conversionRate}%`} />
            <Statistic title={t.activeSubscriptions} value={summary.premiumConversions} />
            <Statistic title={t.estimatedRevenue} value={formatAmount(summary.estimatedRevenue, 'EUR')} />
          </div>
          <ul style={{ marginBottom: 0 }}>
            {t.tips.map((tip) => (
              <li key={tip}>{tip}</li>
            ))}
          </ul>
        </Card>
      )}
      <div style={grid}>
        <Card size="small" title={t.dailyActivity}>
          <DayLine points={activity} days={days} empty={t.empty.activity} label={t.dailyActivity} />
        </Card>
        <Card size="small" title={t.dailyUsers}>
          <DayLine points={users} days={days} empty={t.empty.activity} label={t.dailyUsers} />
        </Card>
      </div>
      <div style={grid}>
        <TopList report="search-terms" labelKey="term" days={days} live={live} />
        <TopList report="countries" labelKey="country" days={days} live={live} label={countryName} />
        <TopList report="action-types" labelKey="actionType" days={days} live={live} label={(a) => t.actionNames[a] ?? a} />
        <TopList report="category-views" labelKey="category" days={days} live={live} />
        <TopList report="ads-by-status" labelKey="status" days={days} live={live} label={(s) => adminTexts.status[s] ?? s} />
      </div>
      <Card size="small" title={t.recent}>
        <Table<UserActivity>
          rowKey="id"
          size="small"
          pagination={false}
          dataSource={recent.slice(0, SHOWN_ACTIVITIES)}
          scroll={{ x: 760 }}
          locale={{ emptyText: t.noRecent }}
          columns={[
            {
              title: t.columns.action,
              key: 'action',
              render: (_, a) => (
                <>
                  <div>{t.actionNames[a.actionType] ?? a.actionType}</div>
                  <small>{a.user ? `${a.user.firstName} ${a.user.lastName}`.trim() : t.anonymous}</small>
                </>
              ),
            },
            {
              title: t.columns.page,
              key: 'page',
              render: (_, a) => String(a.actionData.page ?? a.actionData.url ?? a.actionData.location ?? '–'),
            },
            { title: t.columns.country, dataIndex: 'country', width: 120, render: countryName },
            {
              title: t.columns.time,
              dataIndex: 'createdAt',
              width: 150,
              render: (at: string) => new Date(at).toLocaleString('nl-NL', { dateStyle: 'short', timeStyle: 'short' }),
            },
            {
              title: t.columns.extra,
              key: 'extra',
              render: (_, a) => [a.actionData.category_name, a.actionData.query, a.actionData.ad_title].filter(Boolean).join(' · ') || '–',
            },
          ]}
        />
        {recent.length > SHOWN_ACTIVITIES && <p style={{ marginBottom: 0 }}>{t.more(recent.length - SHOWN_ACTIVITIES)}</p>}
      </Card>
    </div>
  );
}
