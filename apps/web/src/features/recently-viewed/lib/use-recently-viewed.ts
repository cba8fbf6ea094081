import { useCallback, useMemo, useState } from 'react';
import { useCurrentUser } from '@/shared/api/auth.api';
import { useGetAdsByIdsQuery } from '@/features/ads';
import { readRecentlyViewed, removeRecentlyViewed, writeRecentlyViewed } from '@/shared/lib/recently-viewed';
import { useClearRecentlyViewedMutation, useGetRecentlyViewedQuery, useRemoveRecentlyViewedMutation } from '../api/recently-viewed.api';
import { fromAd, type ViewedEntry } from './viewed-entry';

export interface RecentlyViewedState {
  entries: ViewedEntry[];
  isLoading: boolean;
  isError: boolean;
  remove: (id: number) => Promise<void>;
  clear: () => Promise<void>;
}

/**
 * The history the page shows: a logged-in user's from the server (with times and counts), a guest's from the
 * browser's list. remove and clear act on the same source and reject when the server refuses.
 */
export function useRecentlyViewed(): RecentlyViewedState {
  const { data: user, isLoading: isUserLoading } = useCurrentUser();
  const isServer = Boolean(user);
  // Views are recorded on the server as the user opens ads, so the page always asks afresh.
  const server = useGetRecentlyViewedQuery(undefined, { skip: !isServer, refetchOnMountOrArgChange: true });
  const [removeOnServer] = useRemoveRecentlyViewedMutation();
  const [clearOnServer] = useClearRecentlyViewedMutation();
  const [browserIds, setBrowserIds] = useState(readRecentlyViewed);
  const browser = useGetAdsByIdsQuery(browserIds, { skip: isServer || isUserLoading || browserIds.length === 0 });

  const entries = useMemo(() => {
    if (isServer) return server.data?.items ?? [];
    return browserIds.length === 0 ? [] : (browser.data ?? []).filter((ad) => browserIds.includes(ad.id)).map(fromAd);
  }, [isServer, server.data, browserIds, browser.data]);

  const remove = useCallback(
    async (id: number) => {
      if (isServer) await removeOnServer(id).unwrap();
      else setBrowserIds(removeRecentlyViewed(id));
    },
    [isServer, removeOnServer],
  );

  const clear = useCallback(async () => {
    if (isServer) await clearOnServer().unwrap();
    else setBrowserIds(writeRecentlyViewed([]));
  }, [isServer, clearOnServer]);

  return {
    entries,
    isLoading: isUserLoading || (isServer ? server.isLoading : browserIds.length > 0 && browser.isLoading),
    isError: isServer ? server.isError : browser.isError,
    remove,
    clear,
  };
}
