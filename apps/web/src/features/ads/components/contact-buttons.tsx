import type { Ad } from '@surimarkt/contracts';
import { useBrowserValue } from '@/shared/hooks/use-browser-value';
import { useToast } from '@/shared/hooks/use-toast';
import { useTrack } from '@/shared/hooks/use-track';
import { adsTexts } from '../ads.texts';
import { hasPhone, telLink, whatsappLink } from '../lib/contact-links';

/** Call or WhatsApp the seller; without a phone number both say so instead of opening an empty link. */
export function ContactButtons({ ad }: { ad: Ad }) {
  const toast = useToast();
  const track = useTrack();
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
  const message = adsTexts.whatsappMessage(ad.title, `${origin}/ad/${ad.id}`);
  return (
    <div className="sm-contact">
      <a
        className="sm-btn sm-btn--primary"
        href={telLink(phone)}
        onClick={() => track('contact_click', { ad_id: ad.id, contact_method: 'phone' })}
      >
        📞 {adsTexts.call}
      </a>
      <a
        className="sm-btn sm-btn--whatsapp"
        href={whatsappLink(phone, message)}
        target="_blank"
        rel="noopener noreferrer"
        onClick={() => track('contact_click', { ad_id: ad.id, contact_method: 'whatsapp' })}
      >
        💬 {adsTexts.whatsapp}
      </a>
    </div>
  );
}
