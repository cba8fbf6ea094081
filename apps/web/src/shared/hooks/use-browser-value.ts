import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * A value only the browser knows (local storage, its own address), read so that a server-rendered page hydrates with
 * `serverValue` first and shows the browser's value right after. `read` must return the same value (by identity)
 * while nothing changed.
 */
export function useBrowserValue<T>(read: () => T, serverValue: T): T {
  return useSyncExternalStore(noSubscription, read, () => serverValue);
}
