import { useCallback, useState } from 'react';
import { useBrowserValue } from './use-browser-value';

function read(key: string): boolean {
  try {
    return localStorage.getItem(key) === '1';
  } catch {
    return false;
  }
}

/**
 * A yes/no remembered in local storage (e.g. a banner the visitor closed stays closed). A server-rendered page does
 * not know it: the page hydrates as "not set", then shows the stored value.
 */
export function useStoredFlag(key: string): [boolean, () => void] {
  const stored = useBrowserValue(() => read(key), false);
  const [isSetHere, setIsSet] = useState(false);
  const isSet = stored || isSetHere;
  const set = useCallback(() => {
    try {
      localStorage.setItem(key, '1');
    } catch {
      // Private mode without storage: the flag then lasts for this page only.
    }
    setIsSet(true);
  }, [key]);
  return [isSet, set];
}
