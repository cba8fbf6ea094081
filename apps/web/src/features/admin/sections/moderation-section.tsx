import type { AdminAd } from '@surimarkt/contracts';
import { Button, Card, Empty, Segmented, Space, Switch, Tag, Typography } from 'antd';
import { useState } from 'react';
import { formatPrice } from '@/shared/format/money';
import { plainText } from '@/shared/lib/parse-markup';
import { adminTexts as t } from '../admin.texts';
import { useAdminAdsQuery } from '../api/admin.api';
import { AdRiskSummary } from '../components/ad-risk';
import { ModerationPhotos } from '../components/moderation-photos';
import { RejectDialog } from '../components/reject-dialog';
import { RiskPanel } from '../components/risk-panel';
import { useAdDecision } from '../components/use-ad-decision';
import { STATUS_COLOURS } from './ads-section';

type Filter = 'all' | 'pending' | 'approved' | 'rejected';
const PREVIEW = 150;

/** The spec's 150 characters, of the text a shopper reads (the light markup removed). */
const preview = (description: string) => {
  const text = plainText(description);
  return text.length > PREVIEW ? `${text.slice(0, PREVIEW)}…` : text;
};

/**
 * Moderatie (spec 2.10): cards with the photos, the first 150 characters, the banned words found, each pending ad's
 * risk (highest first on request), approve and reject with a reason (for fraud, too); above them the risk setting.
 */
export function ModerationSection() {
  const [filter, setFilter] = useState<Filter>('pending');
  const [isByRisk, setIsByRisk] = useState(false);
  const { data } = useAdminAdsQuery(
    { status: filter === 'all' ? undefined : filter, ...(isByRisk && filter === 'pending' ? { sort: 'risk' as const } : {}) },
    { pollingInterval: 5000 },
  );
  const decide = useAdDecision('moderation');
  const [rejecting, setRejecting] = useState<AdminAd | null>(null);
  const ads = data?.ads ?? [];

  return (
    <div style={{ display: 'grid', gap: 12 }}>
      <div style={{ maxWidth: '100%', overflowX: 'auto' }}>
        <Segmented<Filter>
          value={filter}
          onChange={setFilter}
          options={(['all', 'pending', 'approved', 'rejected'] as const).map((value) => ({ value, label: t.statusFilter[value] }))}
        />
      </div>
      {filter === 'pending' && (
        <label style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
          <Switch checked={isByRisk} onChange={setIsByRisk} />
          {t.risk.sortByRisk}
        </label>
      )}
      {data && ads.length === 0 && <Empty description={t.noAdsForFilter} />}
      <div style={{ display: 'grid', gap: 12, gridTemplateColumns: 'repeat(auto-fill, minmax(280px, 1fr))' }}>
        {ads.map((ad) => (
          <Card
            key={ad.id}
            size="small"
            role="article"
            aria-label={ad.title}
            title={<span style={{ whiteSpace: 'normal' }}>{ad.title}</span>}
            extra={<Tag color={STATUS_COLOURS[ad.status]}>{t.status[ad.status] ?? ad.status}</Tag>}
          >
            {ad.risk && <AdRiskSummary risk={ad.risk} />}
            <ModerationPhotos title={ad.title} images={ad.images} />
            <Typography.Paragraph style={{ marginBottom: 8 }}>{preview(ad.description)}</Typography.Paragraph>
            <div style={{ fontSize: 13, marginBottom: 8 }}>
              {formatPrice(ad.price, ad.currency)} · {ad.location} · {ad.userEmail ?? ad.contact_email ?? '–'}
            </div>
            {ad.flaggedWords.length > 0 && (
              <div style={{ marginBottom: 8 }}>
                <Typography.Text type="danger">{t.flagged}: </Typography.Text>
                {ad.flaggedWords.map((w) => (
                  <Tag key={w} color="red">
                    {w}
                  </Tag>
                ))}
              </div>
            )}
            <Space>
              {ad.status !== 'approved' && (
                <Button type="primary" onClick={() => decide(ad.id, 'approved')}>
                  {t.approve}
                </Button>
              )}
              {ad.status !== 'rejected' && (
                <Button danger onClick={() => setRejecting(ad)}>
                  {t.reject}
                </Button>
              )}
            </Space>
          </Card>
        ))}
      </div>
      <RiskPanel />
      {rejecting && (
        <RejectDialog
          title={rejecting.title}
          onClose={() => setRejecting(null)}
          askFraud
          onReject={(reason, fraud) => decide(rejecting.id, 'rejected', reason, fraud)}
        />
      )}
    </div>
  );
}
