import { Tabs } from 'antd';
import { Link, useSearchParams } from 'react-router-dom';
import { useDemoLoginAvailabilityQuery } from '@/shared/api/account.api';
import { links } from '@/shared/lib/paths';
import { authTexts as t } from '../auth.texts';
import { AuthCard } from '../components/auth-card';
import { LoginForm } from '../components/login-form';
import { RegisterForm } from '../components/register-form';

/** /auth: login and register tabs, with the ways to a business account and home, and the demo login where it exists (spec 2.2). */
export function AuthPage() {
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'register' ? 'register' : 'login';
  // Only where the demo login exists (not in production), and then plainly a demo hint, apart from the real ways in.
  const { data: demo } = useDemoLoginAvailabilityQuery();
  return (
    <AuthCard title={t.welcome} intro={t.intro}>
      <Tabs
        activeKey={tab}
        onChange={(key) => setParams(key === 'register' ? { tab: 'register' } : {}, { replace: true })}
        items={[
          { key: 'login', label: t.loginTab, children: <LoginForm /> },
          { key: 'register', label: t.registerTab, children: <RegisterForm /> },
        ]}
      />
      <nav className="sm-auth__links">
        <Link to={links.businessRegister}>{t.businessLink}</Link>
        <Link to={links.home}>{t.homeLink}</Link>
      </nav>
      {demo?.available && (
        <p className="sm-auth__demo" role="note">
          {t.demoHint} <Link to={links.autoLogin}>{t.quickLogin}</Link>
        </p>
      )}
    </AuthCard>
  );
}
