import type { Ad } from '@surimarkt/contracts';
import { useKnownCurrentUser } from '@/shared/api/auth.api';
import { useReportAdMutation } from '../api/reports.api';
import { reportsTexts as t } from '../reports.texts';
import { ReportButton } from './report-button';

/** 'Meld deze advertentie' on the ad page; not on one's own ad (the server refuses that too). */
export function ReportAdButton({ ad }: { ad: Pick<Ad, 'id' | 'sellerId'> }) {
  const { data: user } = useKnownCurrentUser();
  const [reportAd] = useReportAdMutation();
  if (user && user.id === ad.sellerId) return null;
  return (
    <div className="sm-ad__report">
      <ReportButton label={t.reportAd} dialogTitle={t.adTitle} send={(body) => reportAd({ id: ad.id, ...body }).unwrap()} />
    </div>
  );
}
