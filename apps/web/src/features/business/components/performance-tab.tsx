import type { BusinessSubscriptionResponse, OwnAd } from '@surimarkt/contracts';
import { Switch, Table, Tag } from 'antd';
import { Link } from 'react-router-dom';
import { serverMessage } from '../../../shared/api/server-message';
import { useToast } from '../../../shared/hooks/use-toast';
import { useGetOwnAdsQuery } from '../../my-ads/api/my-ads.api';
import { usePromoteAdMutation } from '../api/business.api';
import { businessTexts } from '../business.texts';

const t = businessTexts.dashboard;

/** Prestaties: each ad with its views, status and category, and the package's featured and top places chosen here. */
export function PerformanceTab({ sub }: { sub: BusinessSubscriptionResponse }) {
  const { data, isLoading } = useGetOwnAdsQuery();
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
    <Table<OwnAd> rowKey="id" size="small" loading={isLoading} dataSource={data?.ads ?? []} locale={{ emptyText: t.noAds }} scroll={{ x: 640 }} pagination={{ pageSize: 20, hideOnSinglePage: true }}
      columns={[
        { title: t.ad, dataIndex: 'title', render: (title: string, ad) => <Link to={`/ad/${ad.id}`}>{title}</Link> },
        { title: t.views, dataIndex: 'views', align: 'right', sorter: (a, b) => a.views - b.views },
        { title: t.adStatus, dataIndex: 'status', render: (s: string) => <Tag color={s === 'approved' ? 'success' : s === 'pending' ? 'warning' : 'default'}>{t.adStatuses[s] ?? s}</Tag> },
        { title: t.category, dataIndex: 'category' },
        { title: t.featureAd, key: 'featured', render: (_, ad) => <Switch size="small" checked={ad.featured} disabled={ad.status !== 'approved' || (!ad.featured && sub.featuredAds === 0)} onChange={(featured) => void toggle(ad.id, { featured })} /> },
        { title: t.topAd, key: 'top', render: (_, ad) => <Switch size="small" checked={ad.topListing} disabled={ad.status !== 'approved' || (!ad.topListing && sub.topListings === 0)} onChange={(topListing) => void toggle(ad.id, { topListing })} /> },
      ]}
    />
  );
}
