import type { AdInsights, BusinessSubscriptionResponse, OwnAd } from '@surimarkt/contracts';
import { Switch, Table, Tag } from 'antd';
import { Link } from 'react-router-dom';
import { serverMessage } from '@/shared/api/server-message';
import { useToast } from '@/shared/hooks/use-toast';
import { useGetOwnAdsQuery } from '@/features/my-ads';
import { usePromoteAdMutation } from '../api/business.api';
import { businessTexts } from '../business.texts';
import { rate } from '../lib/rate';
import { links } from '@/shared/lib/paths';

const t = businessTexts.dashboard;

type Row = OwnAd & { periodViews: number; contacts: number };

/**
 * Prestaties: each ad with its views and contact clicks in the chosen period (from the analytics events), the share of
 * views that led to a contact (CTR), status and category, and the package's featured and top places chosen here.
 */
export function PerformanceTab({ sub, insights }: { sub: BusinessSubscriptionResponse; insights: AdInsights | undefined }) {
  const { data, isLoading } = useGetOwnAdsQuery();
  const figures = new Map(insights?.perAd.map((row) => [row.adId, row]));
  const rows: Row[] = (data?.ads ?? []).map((ad) => ({
    ...ad,
    periodViews: figures.get(ad.id)?.views ?? 0,
    contacts: figures.get(ad.id)?.contacts ?? 0,
  }));
  const [promote] = usePromoteAdMutation();
  const toast = useToast();
  const toggle = async (id: number, change: { featured?: boolean; topListing?: boolean }) => {
    try {
      toast.success((await promote({ id, ...change }).unwrap()).message);
    } catch (error) {
      toast.error(serverMessage(error) ?? t.saved);
    }
  };
  return (
    <Table<Row>
      rowKey="id"
      size="small"
      loading={isLoading}
      dataSource={rows}
      locale={{ emptyText: t.noAds }}
      scroll={{ x: 760 }}
      pagination={{ pageSize: 20, hideOnSinglePage: true }}
      columns={[
        { title: t.ad, dataIndex: 'title', render: (title: string, ad) => <Link to={links.ad(ad.id)}>{title}</Link> },
        { title: t.views, dataIndex: 'periodViews', align: 'right', sorter: (a, b) => a.periodViews - b.periodViews },
        { title: t.clicks, dataIndex: 'contacts', align: 'right', sorter: (a, b) => a.contacts - b.contacts },
        {
          title: t.ctr,
          key: 'ctr',
          align: 'right',
          render: (_, ad) => rate(ad.contacts, ad.periodViews),
          sorter: (a, b) => (a.periodViews ? a.contacts / a.periodViews : 0) - (b.periodViews ? b.contacts / b.periodViews : 0),
        },
        {
          title: t.adStatus,
          dataIndex: 'status',
          render: (s: string) => (
            <Tag color={s === 'approved' ? 'success' : s === 'pending' ? 'warning' : 'default'}>{t.adStatuses[s] ?? s}</Tag>
          ),
        },
        { title: t.category, dataIndex: 'category' },
        {
          title: t.featureAd,
          key: 'featured',
          render: (_, ad) => (
            <Switch
              size="small"
              checked={ad.featured}
              disabled={ad.status !== 'approved' || (!ad.featured && sub.featuredAds === 0)}
              onChange={(featured) => void toggle(ad.id, { featured })}
            />
          ),
        },
        {
          title: t.topAd,
          key: 'top',
          render: (_, ad) => (
            <Switch
              size="small"
              checked={ad.topListing}
              disabled={ad.status !== 'approved' || (!ad.topListing && sub.topListings === 0)}
              onChange={(topListing) => void toggle(ad.id, { topListing })}
            />
          ),
        },
      ]}
    />
  );
}
