import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { FavouriteButton } from '@/features/favourites/components/favourite-button';
import { AdCardSlotsContext, type AdCardSlots } from '@/shared/ui/ad-card-slots';
import { ToastHost } from '@/shared/ui/toast-host';
import type { AppStore } from './store';

const adCardSlots: AdCardSlots = { renderFavourite: (ad) => <FavouriteButton ad={ad} /> };

/**
 * Store, the one toast, and the heart on every card. antd's ConfigProvider (nl_NL, our green) is not here on
 * purpose: it wraps only the routes and dialogs that use antd (see antd-outlet.tsx), to keep phones fast.
 */
export function Providers({ store, children }: { store: AppStore; children: ReactNode }) {
  return (
    <Provider store={store}>
      <AdCardSlotsContext.Provider value={adCardSlots}>
        {children}
        <ToastHost />
      </AdCardSlotsContext.Provider>
    </Provider>
  );
}
