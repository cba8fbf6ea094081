import { Badge, Button, Popover, Statistic } from 'antd';
import { adminTexts as t } from '../admin.texts';
import { useAdminNotificationsQuery } from '../api/admin.api';

/**
 * 'Meldingen' (spec 2.3): a badge with today's new users and the reports waiting for a decision, and the counters.
 * Refreshed with the lists.
 */
export function NotificationsPanel() {
  const { data } = useAdminNotificationsQuery(undefined, { pollingInterval: 30_000 });
  const content = data && (
    <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 12, minWidth: 260 }}>
      <Statistic groupSeparator="." title={t.newUsersToday} value={data.newUsersToday} />
      <Statistic groupSeparator="." title={t.totalUsers} value={data.totalUsers} />
      <Statistic groupSeparator="." title={t.totalAds} value={data.totalAds} />
      <Statistic groupSeparator="." title={t.pendingAds} value={data.pendingAds} />
      <Statistic groupSeparator="." title={t.openReports} value={data.openReports} />
    </div>
  );
  return (
    <Popover content={content} title={t.notifications} trigger="click" placement="bottomRight">
      <Badge count={(data?.newUsersToday ?? 0) + (data?.openReports ?? 0)} size="small">
        <Button aria-label={t.notifications} icon={<span aria-hidden>🔔</span>} />
      </Badge>
    </Popover>
  );
}
