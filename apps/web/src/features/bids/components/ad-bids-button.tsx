import type { OwnAd } from '@surimarkt/contracts';
import { Button } from 'antd';
import { useState } from 'react';
import { bidsTexts as t } from '../bids.texts';
import { AdBidsDialog } from './ad-bids-dialog';

/** 'Biedingen (n)' on one of the seller's ads in Mijn Advertenties, opening the bids to decide on. */
export function AdBidsButton({ ad }: { ad: OwnAd }) {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <Button size="small" onClick={() => setOpen(true)}>
        {t.bidsButton(ad.pendingBids ?? 0)}
      </Button>
      {isOpen && <AdBidsDialog adId={ad.id} title={ad.title} onClose={() => setOpen(false)} />}
    </>
  );
}
