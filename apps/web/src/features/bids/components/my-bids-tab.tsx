import type { Bid } from '@surimarkt/contracts';
import { Button, Card, Empty, Input, Modal, Segmented, Statistic, Tag } from 'antd';
import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { formatAmount, formatPrice } from '@/shared/format/money';
import { phoneE164 } from '@/shared/format/phone';
import { links } from '@/shared/lib/paths';
import { thumbnailUrl } from '@/shared/lib/image-url';
import { useToast } from '@/shared/hooks/use-toast';
import { serverMessage } from '@/shared/api/server-message';
import { useGetMyBidsQuery, useWithdrawBidMutation } from '../api/bids.api';
import { bidsTexts as t } from '../bids.texts';
import { BID_STATUS_COLOURS, isExpiringSoon } from './bid-status';

type Filter = keyof typeof t.filters;
const dateTime = (iso: string) => new Date(iso).toLocaleString('nl-NL', { dateStyle: 'short', timeStyle: 'short' });
/** What the bid saves on the asking price, when there is one and the bid is below it. */
const savingOf = (bid: Bid) => (bid.originalPrice && bid.originalPrice > bid.bidAmount ? bid.originalPrice - bid.bidAmount : 0);

/** Mijn biedingen (accounts spec 2.9): the bidder's own bids with search, filter, counters and the seller's contact once accepted. */
export function MyBidsTab() {
  const { data, isLoading } = useGetMyBidsQuery();
  const [search, setSearch] = useState('');
  const [filter, setFilter] = useState<Filter>('all');
  const [contactOf, setContactOf] = useState<Bid | null>(null);
  const [withdrawing, setWithdrawing] = useState<Bid | null>(null);
  const [withdraw, { isLoading: isWithdrawing }] = useWithdrawBidMutation();
  const toast = useToast();
  const confirmWithdraw = async () => {
    if (!withdrawing) return;
    try {
      toast.success((await withdraw(withdrawing.id).unwrap()).message);
    } catch (error) {
      toast.error(t.withdrawFailed, { description: serverMessage(error) ?? undefined });
    } finally {
      setWithdrawing(null);
    }
  };
  const bids = useMemo(() => data?.bids ?? [], [data]);
  const shown = useMemo(() => {
    const term = search.trim().toLowerCase();
    return bids.filter(
      (b) =>
        (filter === 'all' || b.status === filter) &&
        (!term || b.adTitle.toLowerCase().includes(term) || b.adLocation.toLowerCase().includes(term)),
    );
  }, [bids, filter, search]);
  // Savings of accepted bids, summed per currency (EUR and SRD are never added together).
  const savings = useMemo(() => {
    const byCurrency = new Map<string, number>();
    for (const b of bids.filter((x) => x.status === 'accepted'))
      byCurrency.set(b.currency, (byCurrency.get(b.currency) ?? 0) + savingOf(b));
    return [...byCurrency.entries()].map(([currency, cents]) => formatAmount(cents, currency)).join(' + ') || '–';
  }, [bids]);

  if (isLoading) return null;
  return (
    <div style={{ display: 'grid', gap: 16, minWidth: 0, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(140px, 1fr))', gap: 8 }}>
        <Card size="small">
          <Statistic groupSeparator="." title={t.counters.total} value={bids.length} />
        </Card>
        <Card size="small">
          <Statistic groupSeparator="." title={t.counters.pending} value={bids.filter((b) => b.status === 'pending').length} />
        </Card>
        <Card size="small">
          <Statistic groupSeparator="." title={t.counters.accepted} value={bids.filter((b) => b.status === 'accepted').length} />
        </Card>
        <Card size="small">
          <Statistic title={t.counters.savings} value={savings} />
        </Card>
      </div>
      <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap', alignItems: 'center' }}>
        <Input.Search
          placeholder={t.search}
          aria-label={t.search}
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          allowClear
          style={{ flex: '1 1 220px', minWidth: 0 }}
        />
        <div style={{ maxWidth: '100%', overflowX: 'auto' }}>
          <Segmented<Filter>
            value={filter}
            onChange={setFilter}
            options={(Object.keys(t.filters) as Filter[]).map((value) => ({ value, label: t.filters[value] }))}
          />
        </div>
      </div>
      {shown.length === 0 ? (
        <Empty description={bids.length ? t.emptyFiltered : t.empty} />
      ) : (
        <div style={{ display: 'grid', gap: 12, gridTemplateColumns: 'minmax(0, 1fr)' }}>
          {shown.map((bid) => (
            <Card key={bid.id} size="small" role="article" aria-label={bid.adTitle}>
              <div style={{ display: 'flex', gap: 12 }}>
                {bid.adImage ? (
                  <img
                    src={thumbnailUrl(bid.adImage)}
                    alt=""
                    width={96}
                    height={72}
                    style={{ objectFit: 'cover', borderRadius: 4, flex: 'none' }}
                  />
                ) : (
                  <div style={{ width: 96, height: 72, background: '#f2f2f2', borderRadius: 4, flex: 'none' }} />
                )}
                <div style={{ minWidth: 0, flex: 1 }}>
                  <div style={{ display: 'flex', justifyContent: 'space-between', gap: 8, flexWrap: 'wrap' }}>
                    <strong>{bid.adTitle}</strong>
                    <span>
                      {isExpiringSoon(bid) && <Tag color="orange">{t.expiringSoon}</Tag>}
                      <Tag color={BID_STATUS_COLOURS[bid.status]}>{t.status[bid.status]}</Tag>
                    </span>
                  </div>
                  <small style={{ color: '#666' }}>
                    📍 {bid.adLocation} · {dateTime(bid.createdAt)}
                  </small>
                  <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap', marginTop: 4 }}>
                    {bid.originalPrice !== null && (
                      <span>
                        {t.originalPrice}: <s>{formatPrice(bid.originalPrice, bid.currency)}</s>
                      </span>
                    )}
                    <span>
                      {t.yourBid}: <strong>{formatPrice(bid.bidAmount, bid.currency)}</strong>
                    </span>
                    {savingOf(bid) > 0 && (
                      <span style={{ color: '#0b7a3e' }}>
                        {t.savings}: {formatPrice(savingOf(bid), bid.currency)}
                      </span>
                    )}
                  </div>
                  {bid.message && <div style={{ fontSize: 13 }}>“{bid.message}”</div>}
                  {bid.status === 'pending' && <small>{t.expiresOn(dateTime(bid.expiresAt))}</small>}
                  <div style={{ display: 'flex', gap: 8, marginTop: 6, flexWrap: 'wrap' }}>
                    <Link to={links.ad(bid.adId)}>
                      <Button size="small">{t.viewAd}</Button>
                    </Link>
                    {bid.status === 'pending' && (
                      <Button size="small" danger onClick={() => setWithdrawing(bid)}>
                        {t.withdraw}
                      </Button>
                    )}
                    {bid.status === 'accepted' && bid.contact && (
                      <Button size="small" type="primary" onClick={() => setContactOf(bid)}>
                        {t.contact}
                      </Button>
                    )}
                  </div>
                </div>
              </div>
            </Card>
          ))}
        </div>
      )}
      {withdrawing && (
        <Modal
          open
          title={t.withdraw}
          okText={t.withdraw}
          okButtonProps={{ danger: true, loading: isWithdrawing }}
          cancelText={t.close}
          onOk={confirmWithdraw}
          onCancel={() => setWithdrawing(null)}
        >
          <p>{t.withdrawConfirm}</p>
          <p>
            <strong>{withdrawing.adTitle}</strong> · {formatPrice(withdrawing.bidAmount, withdrawing.currency)}
          </p>
        </Modal>
      )}
      {contactOf?.contact && (
        <Modal
          open
          title={t.contactTitle}
          onCancel={() => setContactOf(null)}
          footer={<Button onClick={() => setContactOf(null)}>{t.close}</Button>}
        >
          <p>
            <strong>{contactOf.contact.name}</strong>
          </p>
          {contactOf.contact.phone && (
            <p>
              📞 <a href={`tel:${phoneE164(contactOf.contact.phone) ?? ''}`}>{contactOf.contact.phone}</a>
            </p>
          )}
          {contactOf.contact.email && (
            <p>
              📧 <a href={`mailto:${contactOf.contact.email}`}>{contactOf.contact.email}</a>
            </p>
          )}
        </Modal>
      )}
    </div>
  );
}
