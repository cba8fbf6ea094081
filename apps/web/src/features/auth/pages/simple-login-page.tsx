import { Button, Form, Input } from 'antd';
import { useToast } from '@/shared/hooks/use-toast';
import { useLoginMutation } from '@/shared/api/account.api';
import { authTexts as t } from '../auth.texts';
import { AuthCard } from '../components/auth-card';
import { isNetworkError, serverMessage } from '@/shared/api/server-message';
import { useRedirectAfterLogin } from '../lib/after-login';

/** /simple-login: e-mail and password, both required; home after 1.5 s; a failure is the toast 'Fout' (spec 2.2, 8). */
export function SimpleLoginPage() {
  const [login, { isLoading }] = useLoginMutation();
  const toast = useToast();
  const redirect = useRedirectAfterLogin();
  const onFinish = async (values: { email: string; password: string }) => {
    try {
      const reply = await login({ email: values.email.trim(), password: values.password }).unwrap();
      toast.success(reply.message);
      redirect();
    } catch (error) {
      toast.error(t.errorTitle, { description: isNetworkError(error) ? t.networkError : (serverMessage(error) ?? t.loginFailed) });
    }
  };
  return (
    <AuthCard title={t.simpleLoginTitle} intro={t.simpleLoginIntro}>
      <Form layout="vertical" onFinish={onFinish} requiredMark={false} noValidate disabled={isLoading}>
        <Form.Item
          label={t.email}
          name="email"
          rules={[
            { required: true, message: t.messages.emailInvalid },
            { type: 'email', message: t.messages.emailInvalid },
          ]}
        >
          <Input type="email" autoComplete="email" />
        </Form.Item>
        <Form.Item label={t.password} name="password" rules={[{ required: true, message: t.messages.passwordRequired }]}>
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" block size="large" loading={isLoading}>
          {t.login}
        </Button>
      </Form>
    </AuthCard>
  );
}
