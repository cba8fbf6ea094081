import type { Ad } from '@surimarkt/contracts';
import { adsTexts } from '../ads.texts';

/**
 * Why the ad is not simply for sale: sold (everyone sees it, for 14 days), or not online (only the owner sees it:
 * pending, rejected with the reason, expired, reported).
 */
export function AdStateBanner({ ad }: { ad: Ad }) {
  if (ad.status === 'approved') return null;
  if (ad.status === 'sold') {
    return (
      <div className="sm-ad__status sm-ad__status--sold" role="status">
        <strong>{adsTexts.sold}</strong>
        <span>{adsTexts.soldText}</span>
      </div>
    );
  }
  return (
    <div className={`sm-ad__status sm-ad__status--${ad.status}`} role="status">
      <strong>
        {ad.status === 'rejected'
          ? adsTexts.ownerStatus.rejected(ad.rejectionReason ?? null)
          : ad.status === 'expired' || ad.status === 'reported'
            ? adsTexts.ownerStatus[ad.status]
            : adsTexts.ownerStatus.pending}
      </strong>
      <span>{adsTexts.ownerOnly}</span>
    </div>
  );
}
