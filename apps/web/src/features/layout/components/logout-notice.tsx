import { App, Button } from 'antd';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { layoutTexts } from '../layout.texts';
import { takeLogoutMarker } from '../lib/logout-marker';

/** Spec: shown once on the home page after a logout, for 8 seconds, with a way back in. */
const NOTICE_SECONDS = 8;

export function LogoutNotice() {
  const { notification } = App.useApp();
  const navigate = useNavigate();
  useEffect(() => {
    if (!takeLogoutMarker()) return;
    const key = 'logout-notice';
    notification.info({
      key,
      title: layoutTexts.loggedOut,
      description: layoutTexts.loggedOutQuestion,
      duration: NOTICE_SECONDS,
      actions: (
        <Button type="primary" size="small" onClick={() => { notification.destroy(key); takeLogoutMarker(); navigate('/auto-login'); }}>
          {layoutTexts.loginAgain}
        </Button>
      ),
    });
  }, [navigate, notification]);
  return null;
}
