import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useToast } from '@/shared/hooks/use-toast';
import { layoutTexts } from '../layout.texts';
import { takeLogoutMarker } from '../lib/logout-marker';
import { links } from '@/shared/lib/paths';

/** Spec: shown once on the home page after a logout, for 8 seconds, with a way back in. */
const NOTICE_SECONDS = 8;

export function LogoutNotice() {
  const toast = useToast();
  const navigate = useNavigate();
  useEffect(() => {
    if (!takeLogoutMarker()) return;
    toast.info(layoutTexts.loggedOut, {
      description: layoutTexts.loggedOutQuestion,
      duration: NOTICE_SECONDS,
      action: {
        label: layoutTexts.loginAgain,
        onClick: () => {
          takeLogoutMarker();
          navigate(links.autoLogin);
        },
      },
    });
  }, [navigate, toast]);
  return null;
}
