import type { Ad } from '@surimarkt/contracts';
import { type MouseEvent, useState } from 'react';
import { formatPrice } from '@/shared/format/money';
import { useBrowserValue } from '@/shared/hooks/use-browser-value';
import { useStoredFlag } from '@/shared/hooks/use-stored-flag';
import { useToast } from '@/shared/hooks/use-toast';
import { useTrack } from '@/shared/hooks/use-track';
import { adsTexts } from '../ads.texts';
import { hasPhone, telLink, whatsappLink } from '../lib/contact-links';
import { SafetyChecklist } from './safety-checklist';

/** Set once the visitor confirmed the safety checklist on this device. */
const CHECKLIST_KEY = 'sm-safety-checklist';

/**
 * Call or WhatsApp the seller; without a phone number both say so instead of opening an empty link. The first contact
 * from a device waits for the safety checklist, then goes on to the link that was tapped.
 */
export function ContactButtons({ ad }: { ad: Ad }) {
  const toast = useToast();
  const track = useTrack();
  const [hasSeenChecklist, markSeen] = useStoredFlag(CHECKLIST_KEY);
  const [pending, setPending] = useState<{ href: string; isNewTab: boolean } | null>(null);
  const phone = ad.contact_phone;
  // The page may be rendered on the server, which does not know the address the visitor used: the link gets it here.
  const origin = useBrowserValue(() => window.location.origin, '');
  if (!hasPhone(phone)) {
    const warn = () => void toast.warning(adsTexts.noPhone);
    return (
      <div className="sm-contact">
        <button type="button" className="sm-btn sm-btn--primary" onClick={warn}>
          📞 {adsTexts.call}
        </button>
        <button type="button" className="sm-btn sm-btn--whatsapp" onClick={warn}>
          💬 {adsTexts.whatsapp}
        </button>
      </div>
    );
  }
  const price = formatPrice(ad.price, ad.currency);
  const message = adsTexts.whatsappMessage(ad.title, price, `${origin}/ad/${ad.id}`);
  const contact = (method: 'phone' | 'whatsapp') => (event: MouseEvent<HTMLAnchorElement>) => {
    track('contact_click', { ad_id: ad.id, contact_method: method });
    if (hasSeenChecklist) return;
    event.preventDefault();
    setPending({ href: event.currentTarget.href, isNewTab: method === 'whatsapp' });
  };
  const goOn = () => {
    markSeen();
    if (pending?.isNewTab) window.open(pending.href, '_blank', 'noopener,noreferrer');
    else if (pending) window.location.href = pending.href;
    setPending(null);
  };
  return (
    <>
      <div className="sm-contact">
        {/* data-needs-app: on a guest's light page the first tap starts the app for the checklist (app/light-page). */}
        <a className="sm-btn sm-btn--primary" href={telLink(phone)} onClick={contact('phone')} data-needs-app="">
          📞 {adsTexts.call}
        </a>
        <a
          className="sm-btn sm-btn--whatsapp"
          href={whatsappLink(phone, message)}
          target="_blank"
          rel="noopener noreferrer"
          onClick={contact('whatsapp')}
          data-needs-app=""
        >
          💬 {adsTexts.whatsapp}
        </a>
      </div>
      {ad.phoneVerified && (
        <p className="sm-ad__verified" title={adsTexts.phoneVerifiedTitle}>
          ✔ {adsTexts.phoneVerified}
        </p>
      )}
      {pending && <SafetyChecklist onUnderstood={goOn} onClose={() => setPending(null)} />}
    </>
  );
}
