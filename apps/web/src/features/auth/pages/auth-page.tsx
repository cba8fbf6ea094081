import { Tabs } from 'antd';
import { Link, useSearchParams } from 'react-router-dom';
import { links } from '@/shared/lib/paths';
import { authTexts as t } from '../auth.texts';
import { AuthCard } from '../components/auth-card';
import { LoginForm } from '../components/login-form';
import { RegisterForm } from '../components/register-form';

/** /auth: login and register tabs, with the ways to a business account, home and the demo login (spec 2.2). */
export function AuthPage() {
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'register' ? 'register' : 'login';
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
        <Link to={links.autoLogin}>{t.quickLogin}</Link>
      </nav>
    </AuthCard>
  );
}
