import type { Ad } from '@surimarkt/contracts';
import { createContext, type ReactNode, useContext } from 'react';

/**
 * Cards are shared, the favourite heart belongs to the favourites feature: app/ plugs it in here,
 * so no feature imports another.
 */
export interface AdCardSlots {
  renderFavourite?: (ad: Ad) => ReactNode;
}

export const AdCardSlotsContext = createContext<AdCardSlots>({});

export function useAdCardSlots(): AdCardSlots {
  return useContext(AdCardSlotsContext);
}
