import { App as AntApp, ConfigProvider } from 'antd';
import nlNL from 'antd/locale/nl_NL';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { FavouriteButton } from '../features/favourites/components/favourite-button';
import { AdCardSlotsContext, type AdCardSlots } from '../shared/ui/ad-card-slots';
import type { AppStore } from './store';
import { theme } from './theme';

const adCardSlots: AdCardSlots = { renderFavourite: (ad) => <FavouriteButton ad={ad} /> };

/** Store, antd in Dutch with our green, one toast at a time (spec §4), and the heart on every card. */
export function Providers({ store, children }: { store: AppStore; children: ReactNode }) {
  return (
    <Provider store={store}>
      <ConfigProvider locale={nlNL} theme={theme}>
        <AntApp message={{ maxCount: 1 }} notification={{ maxCount: 1 }}>
          <AdCardSlotsContext.Provider value={adCardSlots}>{children}</AdCardSlotsContext.Provider>
        </AntApp>
      </ConfigProvider>
    </Provider>
  );
}
