import type { SavedSearchQuery } from '@surimarkt/contracts';
import { createContext, type ReactNode, useContext } from 'react';

/**
 * The search, category and list pages show 'Bewaar deze zoekopdracht' for what they show; the button belongs to the
 * saved-searches feature, so app/ plugs it in here and no feature imports another.
 */
export const SaveSearchSlotContext = createContext<((query: SavedSearchQuery) => ReactNode) | null>(null);

export function SaveSearchSlot({ query }: { query: SavedSearchQuery }) {
  const render = useContext(SaveSearchSlotContext);
  return render ? <>{render(query)}</> : null;
}
