import type { SavedSearchQuery } from '@surimarkt/contracts';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { FavouriteButton } from '@/features/favourites/components/favourite-button';
import { SaveSearchButton } from '@/features/saved-searches/components/save-search-button';
import { AdCardSlotsContext, type AdCardSlots } from '@/shared/ui/ad-card-slots';
import { SaveSearchSlotContext } from '@/shared/ui/save-search-slot';
import { ToastHost } from '@/shared/ui/toast-host';
import type { AppStore } from './store';

const adCardSlots: AdCardSlots = { renderFavourite: (ad) => <FavouriteButton ad={ad} /> };
const renderSaveSearch = (query: SavedSearchQuery) => <SaveSearchButton query={query} />;

/**
 * Store, the one toast, the heart on every card and 'Bewaar deze zoekopdracht' on the list
 * pages. antd's ConfigProvider (nl_NL, our green) is not here on
 * purpose: it wraps only the routes and dialogs that use antd (see antd-outlet.tsx), to keep phones fast.
 */
export function Providers({ store, children }: { store: AppStore; children: ReactNode }) {
  return (
    <Provider store={store}>
      <AdCardSlotsContext.Provider value={adCardSlots}>
        <SaveSearchSlotContext.Provider value={renderSaveSearch}>
          {children}
          <ToastHost />
        </SaveSearchSlotContext.Provider>
      </AdCardSlotsContext.Provider>
    </Provider>
  );
}
