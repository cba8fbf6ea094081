import type { AdminUser } from '@surimarkt/contracts';
import { Card, Table, Tag } from 'antd';
import { formatAmount } from '../../../shared/format/money';
import { adminTexts } from '../admin.texts';
import { usePackagesQuery } from '../api/admin.api';

const t = adminTexts.packages;

/** Pakketten (spec 2.14): the tiers as the billing-service holds them, and the business customers, sortable. */
export function PackagesSection() {
  const { data } = usePackagesQuery();
  if (!data) return null;
  return (
    <div style={{ display: 'grid', gap: 16 }}>
      <div style={{ display: 'grid', gap: 12, gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))' }}>
        {data.packages.map((p) => (
          <Card key={p.type} size="small" title={p.name} extra={p.isPopular ? <Tag color="gold">{t.popular}</Tag> : null}>
            <div style={{ fontSize: 22, fontWeight: 700 }}>{formatAmount(p.priceCents, p.currency)} <small style={{ fontSize: 13, fontWeight: 400 }}>{t.perMonth}</small></div>
            <ul style={{ paddingInlineStart: 18, marginBottom: 0 }}>
              <li>{t.ads(p.maxAds)}</li>
              <li>{t.days(p.validityDays)}</li>
              <li>{t.featured(p.featuredAds)}</li>
              {p.topListings > 0 && <li>{t.top(p.topListings)}</li>}
              <li>{t.support[p.support]}</li>
              {t.analytics[p.analytics] && <li>{t.analytics[p.analytics]}</li>}
            </ul>
          </Card>
        ))}
      </div>
      <Card size="small" title={t.customers}>
        <Table<Omit<AdminUser, 'adCount'>> rowKey="id" size="small" dataSource={data.businesses} locale={{ emptyText: t.none }} pagination={{ pageSize: 20, hideOnSinglePage: true }} scroll={{ x: 640 }}
          columns={[
            { title: t.name, key: 'name', sorter: (a, b) => `${a.firstName} ${a.lastName}`.localeCompare(`${b.firstName} ${b.lastName}`, 'nl'), render: (_, u) => `${u.firstName} ${u.lastName}` },
            { title: t.contact, dataIndex: 'email' },
            { title: t.package, key: 'package', render: () => t.noSubscription },
            { title: t.status, dataIndex: 'status', sorter: (a, b) => a.status.localeCompare(b.status), render: (s: string) => <Tag color={s === 'active' ? 'success' : 'default'}>{s === 'active' ? t.active : t.paused}</Tag> },
            { title: t.payment, key: 'payment', render: () => '–' },
          ]}
        />
      </Card>
    </div>
  );
}
