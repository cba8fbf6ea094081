import { useEffect, useState } from 'react';
import { MESSAGE_ACTIVITY_EVENT } from '@/shared/lib/message-activity';
import { useLazyGetPushSubscriptionsQuery } from '../api/push.api';
import { useEnablePush } from '../hooks/use-enable-push';
import { browserSubscription, isPushSupported, notificationPermission } from '../lib/browser-push';
import { dismissOffer, isOfferDismissed } from '../lib/offer-dismissal';
import { pushTexts as t } from '../push.texts';
import './push-offer.css';

/**
 * The offer to turn notifications on, after a message is sent or received in this tab (app/ puts it below the ad's
 * message form and the inbox; never at page load, and the
 * browser's own question only after a tap on 'Meldingen aanzetten'). Not offered where the browser cannot, where the
 * user blocked notifications or said no before, or where this device already gets them.
 */
export function PushOffer() {
  const [getDevices] = useLazyGetPushSubscriptionsQuery();
  const [isShown, setShown] = useState(false);
  const [note, setNote] = useState<string | null>(null);
  const { enable, isBusy } = useEnablePush();

  useEffect(() => {
    let isChecking = false;
    const onActivity = async () => {
      if (isChecking || !isPushSupported() || notificationPermission() === 'denied' || isOfferDismissed()) return;
      isChecking = true;
      try {
        if (notificationPermission() === 'granted' && (await browserSubscription())) {
          const { subscriptions } = await getDevices().unwrap();
          if (subscriptions.some((s) => s.current)) return;
        }
        setShown(true);
      } catch {
        // No answer now: the next message asks again.
      } finally {
        isChecking = false;
      }
    };
    const listener = () => void onActivity();
    window.addEventListener(MESSAGE_ACTIVITY_EVENT, listener);
    return () => window.removeEventListener(MESSAGE_ACTIVITY_EVENT, listener);
  }, [getDevices]);

  if (!isShown) return null;
  const onEnable = async () => {
    const result = await enable();
    setNote(result === 'enabled' ? t.enabled : result === 'denied' ? t.denied : t.failed);
  };
  const onLater = () => {
    dismissOffer();
    setShown(false);
  };
  return (
    <section className="sm-push-offer" aria-label={t.offerTitle}>
      {note ? (
        <p className="sm-push-offer__note" role="status">
          {note}
        </p>
      ) : (
        <>
          <strong className="sm-push-offer__title">{t.offerTitle}</strong>
          <p className="sm-push-offer__text">{t.offerText}</p>
          <div className="sm-push-offer__actions">
            <button type="button" className="sm-push-offer__enable" disabled={isBusy} onClick={() => void onEnable()}>
              {t.offerEnable}
            </button>
            <button type="button" className="sm-push-offer__later" onClick={onLater}>
              {t.offerLater}
            </button>
          </div>
        </>
      )}
      {note && (
        <button type="button" className="sm-push-offer__later" onClick={() => setShown(false)}>
          {t.offerClose}
        </button>
      )}
    </section>
  );
}
