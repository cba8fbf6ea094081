import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';

/** Spec 4: after a successful login the user goes to the home page after 1.5 s. */
export const LOGIN_REDIRECT_MS = 1500;

export function useRedirectAfterLogin() {
  const navigate = useNavigate();
  return useCallback(
    (to = '/') => {
      setTimeout(() => navigate(to), LOGIN_REDIRECT_MS);
    },
    [navigate],
  );
}
