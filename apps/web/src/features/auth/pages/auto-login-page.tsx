import { Spin } from 'antd';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { useToast } from '@/shared/hooks/use-toast';
import { useDemoLoginMutation } from '@/shared/api/account.api';
import { authTexts as t } from '../auth.texts';
import { AuthCard } from '../components/auth-card';
import { useRedirectAfterLogin } from '../lib/after-login';
import { links } from '@/shared/lib/paths';

/**
 * /auto-login: one click into the demo account, for trying the product and for 'Opnieuw inloggen' after a logout.
 * The server has no demo login in production; there the visitor is sent to the login page.
 */
export function AutoLoginPage() {
  const [demoLogin] = useDemoLoginMutation();
  const navigate = useNavigate();
  const redirect = useRedirectAfterLogin();
  const toast = useToast();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    demoLogin()
      .unwrap()
      .then((reply) => {
        toast.success(reply.message);
        redirect();
      })
      .catch(() => navigate(links.auth, { replace: true }));
  }, [demoLogin, navigate, redirect, toast]);
  return (
    <AuthCard title={t.autoLoginBusy}>
      <div style={{ textAlign: 'center', padding: 24 }}>
        <Spin size="large" />
      </div>
    </AuthCard>
  );
}
