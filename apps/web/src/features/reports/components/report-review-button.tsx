import { useReportReviewMutation } from '../api/reports.api';
import { reportsTexts as t } from '../reports.texts';
import { ReportButton } from './report-button';

/** 'Melden' beside a review (the seller page puts it there); the server refuses one's own review. */
export function ReportReviewButton({ reviewId }: { reviewId: string }) {
  const [reportReview] = useReportReviewMutation();
  return (
    <ReportButton
      label={t.reportReview}
      ariaLabel={t.reportReviewLabel}
      dialogTitle={t.reviewTitle}
      send={(body) => reportReview({ id: reviewId, ...body }).unwrap()}
    />
  );
}
