import { AD_WRITE_MESSAGES } from '@surimarkt/contracts/texts';
import type { OwnAd } from '@surimarkt/contracts';
import { Button, Card, Empty, Input, Popconfirm, Segmented, Statistic, Tag } from 'antd';
import { type ReactNode, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { serverMessage } from '@/shared/api/server-message';
import { useToast } from '@/shared/hooks/use-toast';
import { formatPrice } from '@/shared/format/money';
import { links } from '@/shared/lib/paths';
import { openPostAd } from '@/shared/lib/post-ad-opener';
import { thumbnailUrl } from '@/shared/lib/image-url';
import { useDeleteAdMutation, useGetOwnAdsQuery, useRenewAdMutation, useRequestReviewMutation } from '../api/my-ads.api';
import { myAdsTexts as t } from '../my-ads.texts';
import { EditAdDialog } from './edit-ad-dialog';

const STATUS_COLOURS: Record<string, string> = {
  approved: 'success',
  pending: 'warning',
  rejected: 'error',
  expired: 'default',
  sold: 'purple',
  reported: 'volcano',
};
type Filter = 'all' | 'approved' | 'pending' | 'rejected';
const PAGE_SIZE = 20;

/**
 * The owner's ads with search, a status filter, four counters and delete (accounts spec 2.6). The bids on each ad
 * belong to the bids feature and the reserved/sold control to the sale feature: app/ plugs them in.
 */
export function MyAdsTab({ renderBids, renderSale }: { renderBids?: (ad: OwnAd) => ReactNode; renderSale?: (ad: OwnAd) => ReactNode }) {
  const { data, isLoading } = useGetOwnAdsQuery();
  const [deleteAd] = useDeleteAdMutation();
  const [renewAd] = useRenewAdMutation();
  const [requestReview] = useRequestReviewMutation();
  const [search, setSearch] = useState('');
  const [filter, setFilter] = useState<Filter>('all');
  // A seller with hundreds of ads gets them a page at a time: a cheap phone renders 20 cards quickly.
  const [visible, setVisible] = useState(PAGE_SIZE);
  const [editing, setEditing] = useState<OwnAd | null>(null);
  const toast = useToast();
  const ads = useMemo(() => data?.ads ?? [], [data]);
  const shown = useMemo(() => {
    const term = search.trim().toLowerCase();
    return ads.filter(
      (ad) =>
        (filter === 'all' || ad.status === filter) &&
        (!term || ad.title.toLowerCase().includes(term) || ad.location.toLowerCase().includes(term)),
    );
  }, [ads, filter, search]);

  const onDelete = async (ad: OwnAd) => {
    try {
      const reply = await deleteAd(ad.id).unwrap();
      toast.success(reply.message);
    } catch {
      toast.error(t.delete, { description: AD_WRITE_MESSAGES.deleteFailed });
    }
  };

  const onRenew = async (ad: OwnAd) => {
    try {
      toast.success((await renewAd(ad.id).unwrap()).message);
    } catch (error) {
      toast.error(t.renewFailed, { description: serverMessage(error) ?? undefined });
    }
  };

  const onRequestReview = async (ad: OwnAd) => {
    try {
      toast.success((await requestReview(ad.id).unwrap()).message);
    } catch (error) {
      toast.error(t.requestReviewFailed, { description: serverMessage(error) ?? undefined });
    }
  };

  if (isLoading) return null;
  const isFiltered = filter !== 'all' || search.trim() !== '';
  return (
    <div style={{ display: 'grid', gap: 16, minWidth: 0, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <div className="sm-myads__counters" style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(140px, 1fr))', gap: 8 }}>
        <Card size="small">
          <Statistic groupSeparator="." title={t.counters.total} value={ads.length} />
        </Card>
        <Card size="small">
          <Statistic groupSeparator="." title={t.counters.active} value={ads.filter((a) => a.status === 'approved').length} />
        </Card>
        <Card size="small">
          <Statistic groupSeparator="." title={t.counters.pending} value={ads.filter((a) => a.status === 'pending').length} />
        </Card>
        <Card size="small">
          <Statistic groupSeparator="." title={t.counters.views} value={ads.reduce((sum, a) => sum + a.views, 0)} />
        </Card>
      </div>
      <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap', alignItems: 'center' }}>
        <Input.Search
          placeholder={t.search}
          aria-label={t.search}
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          style={{ flex: '1 1 220px', minWidth: 0 }}
          allowClear
        />
        {/* Four filters do not fit a phone's width: they scroll sideways instead of widening the page. */}
        <div style={{ maxWidth: '100%', overflowX: 'auto' }}>
          <Segmented<Filter>
            aria-label={t.statusFilter}
            value={filter}
            onChange={setFilter}
            options={[
              { value: 'all', label: t.all },
              { value: 'approved', label: t.status.approved },
              { value: 'pending', label: t.status.pending },
              { value: 'rejected', label: t.status.rejected },
            ]}
          />
        </div>
        <Button type="primary" onClick={openPostAd}>
          ➕ {t.newAd}
        </Button>
      </div>
      {shown.length === 0 ? (
        <Empty
          description={
            isFiltered ? (
              <>
                {t.empty}
                <br />
                {t.emptyFiltered}
              </>
            ) : (
              t.firstAd
            )
          }
        />
      ) : (
        <div style={{ display: 'grid', gap: 12, gridTemplateColumns: 'minmax(0, 1fr)' }}>
          {shown.slice(0, visible).map((ad) => (
            <Card key={ad.id} size="small" role="article" aria-label={ad.title}>
              <div style={{ display: 'flex', gap: 12 }}>
                {ad.images[0] ? (
                  <img
                    src={thumbnailUrl(ad.images[0])}
                    alt=""
                    width={96}
                    height={72}
                    style={{ objectFit: 'cover', borderRadius: 4, flex: 'none' }}
                  />
                ) : (
                  <div
                    style={{
                      width: 96,
                      height: 72,
                      display: 'grid',
                      placeItems: 'center',
                      background: '#f2f2f2',
                      borderRadius: 4,
                      flex: 'none',
                      fontSize: 12,
                    }}
                  >
                    {t.noPhoto}
                  </div>
                )}
                <div style={{ minWidth: 0, flex: 1 }}>
                  <div style={{ display: 'flex', justifyContent: 'space-between', gap: 8 }}>
                    <strong style={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>{ad.title}</strong>
                    <Tag color={STATUS_COLOURS[ad.status] ?? 'default'} style={{ alignSelf: 'flex-start', marginInlineEnd: 0 }}>
                      {t.status[ad.status] ?? t.unknownStatus}
                    </Tag>
                  </div>
                  <div>{ad.price === null || ad.price === 0 ? t.onRequest : formatPrice(ad.price, ad.currency)}</div>
                  <small style={{ color: '#666' }}>
                    📍 {ad.location} · {new Date(ad.createdAt).toLocaleDateString('nl-NL')} · {t.views(ad.views)}
                  </small>
                  {ad.status === 'rejected' && ad.rejectionReason && (
                    <div style={{ color: '#cf1322', fontSize: 13 }}>{t.reason(ad.rejectionReason)}</div>
                  )}
                  {ad.status === 'approved' && ad.expiresAt && (
                    <small style={{ display: 'block', color: '#666' }}>
                      {t.onlineUntil(new Date(ad.expiresAt).toLocaleDateString('nl-NL'))}
                    </small>
                  )}
                  {ad.status === 'reported' && <div style={{ fontSize: 13 }}>{t.reportedHint}</div>}
                  {ad.status === 'expired' && ad.expiresAt && (
                    <div style={{ fontSize: 13 }}>{t.expiredOn(new Date(ad.expiresAt).toLocaleDateString('nl-NL'))}</div>
                  )}
                  <div style={{ display: 'flex', gap: 8, marginTop: 6, flexWrap: 'wrap' }}>
                    <Link to={links.ad(ad.id)}>
                      <Button size="small">{t.view}</Button>
                    </Link>
                    {ad.status === 'expired' && (
                      <Button size="small" type="primary" onClick={() => onRenew(ad)}>
                        {t.renew}
                      </Button>
                    )}
                    {ad.status === 'reported' && (
                      <Button size="small" type="primary" onClick={() => onRequestReview(ad)}>
                        {t.requestReview}
                      </Button>
                    )}
                    {ad.status !== 'sold' && (
                      <Button size="small" onClick={() => setEditing(ad)}>
                        {t.edit}
                      </Button>
                    )}
                    {renderSale?.(ad)}
                    {renderBids?.(ad)}
                    <Popconfirm
                      title={t.confirmDelete}
                      description={t.confirmDeleteText}
                      okText={t.delete}
                      cancelText={t.cancel}
                      okButtonProps={{ danger: true }}
                      onConfirm={() => onDelete(ad)}
                    >
                      <Button size="small" danger>
                        {t.delete}
                      </Button>
                    </Popconfirm>
                  </div>
                </div>
              </div>
            </Card>
          ))}
          {shown.length > visible && <Button onClick={() => setVisible((n) => n + PAGE_SIZE)}>{t.more}</Button>}
        </div>
      )}
      {editing && <EditAdDialog ad={editing} onClose={() => setEditing(null)} />}
    </div>
  );
}
