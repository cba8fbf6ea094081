import type { Ad } from '@surimarkt/contracts';
import { bidsTexts as t } from '../bids.texts';
import { BidForm } from './bid-form';

/** 'Doe een bod' on the ad page, beside the ad's own panels. */
export function BidPanel({ ad }: { ad: Ad }) {
  return (
    <div className="sm-ad__panel">
      <h2>{t.placeTitle}</h2>
      <BidForm ad={ad} />
    </div>
  );
}
