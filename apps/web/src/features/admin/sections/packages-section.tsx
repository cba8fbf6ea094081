import type { BusinessCustomer } from '@surimarkt/contracts';
import { Card, Table, Tag } from 'antd';
import { formatAmount } from '@/shared/format/money';
import { adminTexts } from '../admin.texts';
import { usePackagesQuery } from '../api/admin.api';

const t = adminTexts.packages;
/** The spec's packageColor per tier. */
const PACKAGE_COLOR: Record<string, string> = { basis: 'blue', premium: 'gold', pro: 'purple' };

/** Pakketten (spec 2.14): the tiers as the billing-service holds them, and the business customers, sortable. */
export function PackagesSection() {
  const { data } = usePackagesQuery();
  if (!data) return null;
  return (
    <div style={{ display: 'grid', gap: 16 }}>
      <div style={{ display: 'grid', gap: 12, gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))' }}>
        {data.packages.map((p) => (
          <Card key={p.type} size="small" title={p.name} extra={p.isPopular ? <Tag color="gold">{t.popular}</Tag> : null}>
            <div style={{ fontSize: 22, fontWeight: 700 }}>
              {formatAmount(p.priceCents, p.currency)} <small style={{ fontSize: 13, fontWeight: 400 }}>{t.perMonth}</small>
            </div>
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
      <Card size="small" title={t.customers} extra={t.summary(data.activeSubscriptions, formatAmount(data.monthlyRevenue, 'EUR'))}>
        <Table<BusinessCustomer>
          rowKey="userId"
          size="small"
          dataSource={data.customers}
          locale={{ emptyText: t.none }}
          pagination={{ pageSize: 20, hideOnSinglePage: true }}
          scroll={{ x: 640 }}
          columns={[
            { title: t.name, dataIndex: 'name', sorter: (a, b) => a.name.localeCompare(b.name, 'nl') },
            { title: t.contact, dataIndex: 'contact' },
            {
              title: t.package,
              dataIndex: 'packageName',
              sorter: (a, b) => a.packageName.localeCompare(b.packageName, 'nl'),
              render: (name: string, c) => <Tag color={PACKAGE_COLOR[c.packageType]}>{name}</Tag>,
            },
            {
              title: t.status,
              dataIndex: 'status',
              sorter: (a, b) => a.status.localeCompare(b.status, 'nl'),
              render: (s: BusinessCustomer['status']) => <Tag color={s === 'Actief' ? 'success' : 'default'}>{s}</Tag>,
            },
            { title: t.payment, dataIndex: 'payment' },
          ]}
        />
      </Card>
    </div>
  );
}
