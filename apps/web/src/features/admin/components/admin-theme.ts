import { useCallback, useState } from 'react';

const KEY = 'sm_admin_theme';

/** The back-office's dark or light theme, remembered in this browser (spec 2.3). */
export function useAdminTheme(): [dark: boolean, toggle: () => void] {
  const [dark, setDark] = useState(() => {
    try {
      return localStorage.getItem(KEY) === 'dark';
    } catch {
      return false;
    }
  });
  const toggle = useCallback(() => {
    setDark((was) => {
      try {
        localStorage.setItem(KEY, was ? 'light' : 'dark');
      } catch {
        // Without storage the choice lasts for this page.
      }
      return !was;
    });
  }, []);
  return [dark, toggle];
}
