import { Button, Result, Spin } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { links } from '@/shared/lib/paths';
import { useVerifyEmailMutation } from '@/shared/api/account.api';
import { authTexts as t } from '../auth.texts';
import { AuthCard } from '../components/auth-card';
import { serverMessage } from '@/shared/api/server-message';

type State =
  | { kind: 'busy' }
  | { kind: 'done'; message: string; autoLogin: boolean }
  /** The link was used before (409): nothing went wrong, the account is confirmed; the next step is to log in. */
  | { kind: 'already'; message: string }
  | { kind: 'failed'; message: string };

/**
 * /email-verified?token=...: the page of the activation mail. The token is a single-use link token (not a session);
 * it is posted once, which activates the account and logs in (spec 2.4).
 */
export function EmailVerifiedPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const [verifyEmail] = useVerifyEmailMutation();
  const [state, setState] = useState<State>(
    token ? { kind: 'busy' } : { kind: 'done', message: t.messages.emailVerified, autoLogin: params.get('auto-login') === 'true' },
  );
  const posted = useRef(false);

  useEffect(() => {
    if (!token || posted.current) return;
    posted.current = true;
    verifyEmail({ token })
      .unwrap()
      .then((reply) => setState({ kind: 'done', message: reply.message, autoLogin: reply.autoLogin }))
      .catch((error: unknown) =>
        setState({
          kind: (error as { status?: unknown })?.status === 409 ? 'already' : 'failed',
          message: serverMessage(error) ?? t.messages.verificationInvalid,
        }),
      );
  }, [token, verifyEmail]);

  if (state.kind === 'busy') {
    return (
      <AuthCard title={t.verifyingTitle}>
        <div style={{ textAlign: 'center', padding: 24 }}>
          <Spin size="large" />
        </div>
      </AuthCard>
    );
  }
  const isDone = state.kind === 'done';
  const isAlready = state.kind === 'already';
  return (
    <AuthCard title={isDone ? t.verifiedTitle : isAlready ? t.alreadyVerifiedTitle : t.verifyFailedTitle}>
      <Result
        status={isDone || isAlready ? 'success' : 'warning'}
        subTitle={isDone && state.autoLogin ? `${state.message} ${t.autoLoggedIn}` : state.message}
        extra={[
          <Link key="home" to={links.home}>
            <Button type={isDone || isAlready ? 'default' : 'primary'}>{t.toHome}</Button>
          </Link>,
          isDone ? (
            <Link key="profile" to={links.profileMobile}>
              <Button type="primary">{t.toProfile}</Button>
            </Link>
          ) : (
            <Link key="login" to={links.auth}>
              <Button type={isAlready ? 'primary' : 'default'}>{t.toLogin}</Button>
            </Link>
          ),
        ]}
      />
    </AuthCard>
  );
}
