import { useCallback, useState } from 'react';

function read(key: string): boolean {
  try {
    return localStorage.getItem(key) === '1';
  } catch {
    return false;
  }
}

/** A yes/no remembered in local storage (e.g. a banner the visitor closed stays closed). */
export function useStoredFlag(key: string): [boolean, () => void] {
  const [isSet, setIsSet] = useState(() => read(key));
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
