import { useState } from 'react';
import { useLazyGetPushPublicKeyQuery, useSubscribePushMutation } from '../api/push.api';
import { subscribeBrowser } from '../lib/browser-push';

export type EnableResult = 'enabled' | 'denied' | 'failed';

/** Turns notifications on for this device: the browser's permission and subscription, then the server's record. */
export function useEnablePush(): { enable: () => Promise<EnableResult>; isBusy: boolean } {
  const [getPublicKey] = useLazyGetPushPublicKeyQuery();
  const [subscribe] = useSubscribePushMutation();
  const [isBusy, setBusy] = useState(false);
  const enable = async (): Promise<EnableResult> => {
    setBusy(true);
    try {
      const { publicKey } = await getPublicKey(undefined, true).unwrap();
      const subscription = await subscribeBrowser(publicKey);
      if (!subscription) return 'denied';
      await subscribe(subscription).unwrap();
      return 'enabled';
    } catch {
      return 'failed';
    } finally {
      setBusy(false);
    }
  };
  return { enable, isBusy };
}
