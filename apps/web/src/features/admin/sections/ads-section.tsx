import type { AdminAd } from '@surimarkt/contracts';
import { Button, Input, Popconfirm, Segmented, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { formatPrice } from '@/shared/format/money';
import { useToast } from '@/shared/hooks/use-toast';
import { links } from '@/shared/lib/paths';
import { adminTexts as t } from '../admin.texts';
import { useAdminAdsQuery, useDeleteAdAsAdminMutation } from '../api/admin.api';
import { RejectDialog } from '../components/reject-dialog';
import { useAdDecision } from '../components/use-ad-decision';

type Filter = 'all' | 'pending' | 'approved' | 'rejected';
export const STATUS_COLOURS: Record<string, string> = {
  pending: 'warning',
  approved: 'success',
  rejected: 'error',
  expired: 'default',
  reported: 'volcano',
};

/** Advertenties (spec 2.7): every ad, pending first and highlighted, refreshed every 5 seconds. */
export function AdsSection() {
  const [search, setSearch] = useState('');
  const [filter, setFilter] = useState<Filter>('all');
  const { data, isFetching } = useAdminAdsQuery(
    { search: search.trim() || undefined, status: filter === 'all' ? undefined : filter },
    { pollingInterval: 5000 },
  );
  const decide = useAdDecision('table');
  const [remove] = useDeleteAdAsAdminMutation();
  const [rejecting, setRejecting] = useState<AdminAd | null>(null);
  const toast = useToast();

  const onDelete = async (ad: AdminAd) => {
    try {
      await remove(ad.id).unwrap();
      toast.success(t.deleted);
    } catch {
      toast.error(t.deleteFailed);
    }
  };

  return (
    <div style={{ display: 'grid', gap: 12 }}>
      <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
        <Input.Search
          placeholder={t.searchAds}
          aria-label={t.searchAds}
          allowClear
          onSearch={setSearch}
          onChange={(e) => !e.target.value && setSearch('')}
          style={{ flex: '1 1 240px' }}
        />
        <div style={{ maxWidth: '100%', overflowX: 'auto' }}>
          <Segmented<Filter>
            value={filter}
            onChange={setFilter}
            options={(['all', 'pending', 'approved', 'rejected'] as const).map((value) => ({ value, label: t.statusFilter[value] }))}
          />
        </div>
      </div>
      <Table<AdminAd>
        rowKey="id"
        size="small"
        loading={isFetching && !data}
        dataSource={data?.ads ?? []}
        pagination={{ pageSize: 20, hideOnSinglePage: true }}
        scroll={{ x: 960 }}
        locale={{ emptyText: t.noAdsForFilter }}
        onRow={(ad) => ({ style: ad.status === 'pending' ? { background: 'rgba(250, 173, 20, 0.12)' } : undefined })}
        columns={[
          { title: t.columns.id, dataIndex: 'id', width: 70 },
          {
            title: t.columns.title,
            dataIndex: 'title',
            render: (title: string, ad) => (
              <>
                <Link to={links.ad(ad.id)} target="_blank">
                  {title}
                </Link>
                {ad.flaggedWords.length > 0 && (
                  <div>
                    {ad.flaggedWords.map((w) => (
                      <Tag key={w} color="red">
                        {w}
                      </Tag>
                    ))}
                  </div>
                )}
              </>
            ),
          },
          { title: t.columns.price, dataIndex: 'price', width: 120, render: (price: number | null, ad) => formatPrice(price, ad.currency) },
          { title: t.columns.location, dataIndex: 'location', width: 120 },
          {
            title: t.columns.status,
            dataIndex: 'status',
            width: 120,
            render: (status: string) => <Tag color={STATUS_COLOURS[status]}>{t.status[status] ?? status}</Tag>,
          },
          {
            title: t.columns.owner,
            dataIndex: 'userEmail',
            width: 200,
            render: (email: string | null, ad) => email ?? ad.contact_email ?? '–',
          },
          { title: t.columns.date, dataIndex: 'createdAt', width: 110, render: (at: string) => new Date(at).toLocaleDateString('nl-NL') },
          {
            title: t.columns.actions,
            key: 'actions',
            width: 300,
            render: (_, ad) => (
              <Space wrap size={4}>
                {ad.status !== 'approved' && (
                  <Button size="small" type="primary" onClick={() => decide(ad.id, 'approved')}>
                    {t.approve}
                  </Button>
                )}
                {ad.status !== 'rejected' && (
                  <Button size="small" onClick={() => setRejecting(ad)}>
                    {t.reject}
                  </Button>
                )}
                {ad.status !== 'pending' && (
                  <Button size="small" onClick={() => decide(ad.id, 'pending')}>
                    {t.toPending}
                  </Button>
                )}
                <Popconfirm
                  title={t.confirmDeleteAd}
                  description={t.cannotUndo}
                  okText={t.delete}
                  cancelText={t.cancel}
                  okButtonProps={{ danger: true }}
                  onConfirm={() => onDelete(ad)}
                >
                  <Button size="small" danger>
                    {t.delete}
                  </Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
      {rejecting && (
        <RejectDialog
          title={rejecting.title}
          onClose={() => setRejecting(null)}
          onReject={(reason) => decide(rejecting.id, 'rejected', reason)}
        />
      )}
    </div>
  );
}
