import { useCallback } from 'react';
import { useDispatch } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import { useLogoutMutation } from '@/shared/api/auth.api';
import { baseApi } from '@/shared/api/base-api';
import { useToast } from '@/shared/hooks/use-toast';
import { layoutTexts } from '../layout.texts';
import { setLogoutMarker } from '../lib/logout-marker';
import { links } from '@/shared/lib/paths';

/** Spec: the home page follows 1.5 s after the notice, on success and on failure alike. */
const REDIRECT_DELAY_MS = 1500;

export function useLogout() {
  const [logout] = useLogoutMutation();
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const toast = useToast();
  return useCallback(async () => {
    toast.loading(layoutTexts.loggingOut);
    try {
      await logout().unwrap();
    } catch {
      toast.warning(layoutTexts.redirecting);
      setTimeout(() => navigate(links.home), REDIRECT_DELAY_MS);
      return;
    }
    // Nothing of the old session may linger: cached data and browser storage go.
    dispatch(baseApi.util.resetApiState());
    try {
      localStorage.clear();
      sessionStorage.clear();
    } catch {
      /* storage unavailable */
    }
    setLogoutMarker();
    toast.success(layoutTexts.loggedOut);
    setTimeout(() => navigate(links.home), REDIRECT_DELAY_MS);
  }, [dispatch, logout, navigate, toast]);
}
