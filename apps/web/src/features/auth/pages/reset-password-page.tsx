import { passwordStrength, PASSWORD_RULES } from '@surimarkt/contracts/texts';
import { Button, Form, type FormRule, Input, Result } from 'antd';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { readFieldErrors } from '@/shared/api/field-errors';
import { useToast } from '@/shared/hooks/use-toast';
import { links } from '@/shared/lib/paths';
import { useResetPasswordMutation } from '@/shared/api/account.api';
import { authTexts as t } from '../auth.texts';
import { AuthCard } from '../components/auth-card';
import { isNetworkError, serverMessage } from '@/shared/api/server-message';

/** Spec 2.3: after a successful reset the login page follows after 3 s. */
const REDIRECT_MS = 3000;
const METER_COLOURS = { Zwak: '#d4380d', Gemiddeld: '#d48806', Sterk: '#1a7f37' } as const;

const passwordRules: FormRule[] = [
  {
    validator: async (_rule, value?: string) => {
      // The spec's reset rule is 8 characters; the server also holds a reset to the registration rules.
      if ((value ?? '').length < 8) throw new Error(t.messages.resetPasswordMinLength);
      const broken = PASSWORD_RULES.find((rule) => !rule.test(value ?? ''));
      if (broken) throw new Error(broken.message);
    },
  },
];
const confirmRules: FormRule[] = [
  ({ getFieldValue }) => ({
    validator: async (_rule, value?: string) => {
      if ((value ?? '') !== (getFieldValue('newPassword') ?? '')) throw new Error(t.messages.passwordsDoNotMatch);
    },
  }),
];

/** /reset-password?token=...: the form with a strength meter, then success or 'Ongeldige link' (spec 2.3, 5, 8). */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const navigate = useNavigate();
  const toast = useToast();
  const [form] = Form.useForm<{ newPassword?: string; confirmPassword?: string }>();
  const password = Form.useWatch('newPassword', form) ?? '';
  const [resetPassword, { isLoading }] = useResetPasswordMutation();
  const [view, setView] = useState<'form' | 'success' | 'invalid'>('form');

  useEffect(() => {
    if (token) return;
    toast.error(t.noTokenTitle, { description: t.messages.resetTokenMissing });
    navigate(links.auth, { replace: true });
  }, [navigate, toast, token]);

  useEffect(() => {
    if (view !== 'success') return undefined;
    const timer = setTimeout(() => navigate(links.auth), REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [navigate, view]);

  if (!token) return null;
  if (view === 'success') {
    return (
      <AuthCard title={t.resetSuccessTitle}>
        <Result status="success" subTitle={`${t.messages.passwordReset} ${t.resetRedirect}`} />
      </AuthCard>
    );
  }
  if (view === 'invalid') {
    return (
      <AuthCard title={t.invalidLinkTitle}>
        <Result
          status="warning"
          subTitle={t.invalidLinkText}
          extra={
            <Link to={links.auth}>
              <Button type="primary">{t.toLogin}</Button>
            </Link>
          }
        />
      </AuthCard>
    );
  }

  const onFinish = async (values: { newPassword?: string; confirmPassword?: string }) => {
    try {
      await resetPassword({ token, newPassword: values.newPassword ?? '', confirmPassword: values.confirmPassword ?? '' }).unwrap();
      setView('success');
    } catch (error) {
      const message = serverMessage(error);
      if (message === t.messages.resetLinkInvalid) {
        setView('invalid');
        return;
      }
      const fields = readFieldErrors(error);
      form.setFields(
        (['newPassword', 'confirmPassword'] as const).filter((f) => fields[f]).map((name) => ({ name, errors: [fields[name]] })),
      );
      if (isNetworkError(error)) toast.error(t.networkErrorTitle, { description: t.resetNetworkText });
      else toast.error(t.resetFailedTitle, { description: message ?? t.networkError });
    }
  };

  const strength = passwordStrength(password);
  return (
    <AuthCard title={t.resetTitle} intro={t.resetIntro}>
      <Form form={form} layout="vertical" onFinish={onFinish} requiredMark={false} noValidate disabled={isLoading}>
        <Form.Item label={t.newPassword} name="newPassword" rules={passwordRules}>
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        {password && (
          <>
            <div
              className="sm-auth__meter"
              role="meter"
              aria-valuemin={0}
              aria-valuemax={5}
              aria-valuenow={strength.score}
              aria-label={t.strength}
            >
              <span style={{ width: `${(strength.score / 5) * 100}%`, background: METER_COLOURS[strength.label] }} />
            </div>
            <p style={{ color: METER_COLOURS[strength.label], fontSize: 13, marginBottom: 16 }}>
              {t.strength}: {strength.label}
            </p>
          </>
        )}
        <Form.Item label={t.confirmPassword} name="confirmPassword" dependencies={['newPassword']} rules={confirmRules}>
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" block size="large" loading={isLoading}>
          {t.resetSubmit}
        </Button>
      </Form>
    </AuthCard>
  );
}
