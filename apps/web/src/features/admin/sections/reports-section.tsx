import type { AdReportSummary, ReviewReportSummary } from '@surimarkt/contracts';
import { REPORT_REASON_LABELS } from '@surimarkt/contracts/texts';
import { Button, Card, Empty, Popconfirm, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { serverMessage } from '@/shared/api/server-message';
import { formatDate } from '@/shared/format/dates';
import { useToast } from '@/shared/hooks/use-toast';
import { adminTexts } from '../admin.texts';
import {
  useAdminReportsQuery,
  useDeleteReviewMutation,
  useDismissAdReportsMutation,
  useDismissReviewReportsMutation,
} from '../api/admin.api';
import { RejectDialog } from '../components/reject-dialog';
import { useAdDecision } from '../components/use-ad-decision';
import { STATUS_COLOURS } from './ads-section';

const t = adminTexts.reports;
const grid = { display: 'grid', gap: 12, gridTemplateColumns: 'repeat(auto-fill, minmax(280px, 1fr))' } as const;

/** What people reported: the reasons as tags, when, and their own words. */
function ReportFacts({ summary }: { summary: AdReportSummary | ReviewReportSummary }) {
  return (
    <>
      <div style={{ marginBottom: 8 }}>
        <Tag color="red">{t.count(summary.count)}</Tag>
        {summary.reasons.map((reason) => (
          <Tag key={reason}>{REPORT_REASON_LABELS[reason]}</Tag>
        ))}
      </div>
      <div style={{ fontSize: 13, marginBottom: 8 }}>
        {t.last}: {formatDate(summary.lastAt)}
      </div>
      {summary.texts.length > 0 && (
        <ul aria-label={t.texts} style={{ margin: '0 0 8px', paddingLeft: 18 }}>
          {summary.texts.map((text, i) => (
            <li key={i} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {text}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

/**
 * Meldingen: reported ads, the most reported first (three people take one offline), to dismiss (back online) or
 * reject with a reason (the owner's usual rejection mail); and reported reviews, to remove or dismiss.
 */
export function ReportsSection() {
  const { data } = useAdminReportsQuery(undefined, { pollingInterval: 30_000 });
  const [dismissAd] = useDismissAdReportsMutation();
  const [dismissReview] = useDismissReviewReportsMutation();
  const [deleteReview] = useDeleteReviewMutation();
  const decide = useAdDecision('moderation');
  const toast = useToast();
  const [rejecting, setRejecting] = useState<AdReportSummary | null>(null);

  const act = async (action: () => Promise<{ message: string }>) => {
    try {
      toast.success((await action()).message);
    } catch (error) {
      toast.error(t.failed, { description: serverMessage(error) ?? undefined });
    }
  };
  const ads = data?.reports ?? [];
  const reviews = data?.reviewReports ?? [];

  return (
    <div style={{ display: 'grid', gap: 16 }}>
      <Typography.Title level={4} style={{ margin: 0 }}>
        {t.adsTitle}
      </Typography.Title>
      {data && ads.length === 0 && <Empty description={t.none} />}
      <div style={grid}>
        {ads.map((ad) => (
          <Card
            key={ad.adId}
            size="small"
            role="article"
            aria-label={ad.adTitle}
            title={<span style={{ whiteSpace: 'normal' }}>{ad.adTitle}</span>}
            extra={<Tag color={STATUS_COLOURS[ad.status]}>{adminTexts.status[ad.status] ?? ad.status}</Tag>}
          >
            <ReportFacts summary={ad} />
            <Space wrap>
              <Button onClick={() => act(() => dismissAd(ad.adId).unwrap())}>{t.dismiss}</Button>
              <Button danger onClick={() => setRejecting(ad)}>
                {t.reject}
              </Button>
            </Space>
          </Card>
        ))}
      </div>

      <Typography.Title level={4} style={{ margin: 0 }}>
        {t.reviewsTitle}
      </Typography.Title>
      {data && reviews.length === 0 && <Empty description={t.none} />}
      <div style={grid}>
        {reviews.map((review) => (
          <Card
            key={review.reviewId}
            size="small"
            role="article"
            aria-label={review.reviewText}
            title={<span aria-label={`${review.rating} / 5`}>{t.rating(review.rating)}</span>}
          >
            <Typography.Paragraph style={{ marginBottom: 8, whiteSpace: 'pre-wrap' }}>{review.reviewText}</Typography.Paragraph>
            <ReportFacts summary={review} />
            <Space wrap>
              <Popconfirm
                title={t.confirmRemove}
                okText={t.remove}
                cancelText={adminTexts.cancel}
                okButtonProps={{ danger: true }}
                onConfirm={() => act(() => deleteReview(review.reviewId).unwrap())}
              >
                <Button danger>{t.remove}</Button>
              </Popconfirm>
              <Button onClick={() => act(() => dismissReview(review.reviewId).unwrap())}>{t.dismiss}</Button>
            </Space>
          </Card>
        ))}
      </div>

      {rejecting && (
        <RejectDialog
          title={rejecting.adTitle}
          onClose={() => setRejecting(null)}
          askFraud
          onReject={(reason, fraud) => decide(rejecting.adId, 'rejected', reason, fraud)}
        />
      )}
    </div>
  );
}
