import { Button, Form, type FormRule, Input } from 'antd';
import { readFieldErrors } from '@/shared/api/field-errors';
import { useToast } from '@/shared/hooks/use-toast';
import { useForgotPasswordMutation, useLoginMutation } from '@/shared/api/account.api';
import { authTexts as t } from '../auth.texts';
import { isNetworkError, serverMessage } from '@/shared/api/server-message';
import { useRedirectAfterLogin } from '../lib/after-login';

interface LoginValues {
  email?: string;
  password?: string;
}

// Spec 5, Login; the server checks the same with the same messages.
const emailRules: FormRule[] = [
  { required: true, message: t.messages.emailInvalid },
  { type: 'email', message: t.messages.emailInvalid },
];
const passwordRules: FormRule[] = [{ required: true, message: t.messages.passwordRequired }];

export function LoginForm() {
  const [form] = Form.useForm<LoginValues>();
  const [login, { isLoading }] = useLoginMutation();
  const [forgotPassword, { isLoading: isSendingReset }] = useForgotPasswordMutation();
  const toast = useToast();
  const redirect = useRedirectAfterLogin();

  const onFinish = async (values: LoginValues) => {
    try {
      const reply = await login({ email: (values.email ?? '').trim(), password: values.password ?? '' }).unwrap();
      toast.success(reply.message);
      redirect();
    } catch (error) {
      const fields = readFieldErrors(error);
      form.setFields(Object.entries(fields).map(([name, message]) => ({ name: name as keyof LoginValues, errors: [message] })));
      toast.error(isNetworkError(error) ? t.networkError : (serverMessage(error) ?? t.loginFailed));
    }
  };

  /** Spec 2.2: the reset needs the e-mail field filled in first. */
  const onForgot = async () => {
    const email = (form.getFieldValue('email') as string | undefined)?.trim() ?? '';
    if (!email) {
      form.setFields([{ name: 'email', errors: [t.messages.emailRequired] }]);
      return;
    }
    try {
      const reply = await forgotPassword({ email }).unwrap();
      toast.success(t.resetSentTitle, { description: reply.message });
    } catch (error) {
      if (isNetworkError(error)) toast.error(t.networkErrorTitle, { description: t.networkErrorText });
      else toast.error(t.errorTitle, { description: serverMessage(error) ?? t.networkError });
    }
  };

  return (
    <Form form={form} layout="vertical" onFinish={onFinish} requiredMark={false} noValidate disabled={isLoading}>
      <Form.Item label={t.email} name="email" rules={emailRules}>
        <Input type="email" autoComplete="email" inputMode="email" />
      </Form.Item>
      <Form.Item label={t.password} name="password" rules={passwordRules}>
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" block size="large" loading={isLoading}>
        {isLoading ? t.loggingIn : t.login}
      </Button>
      <Button type="link" block onClick={() => void onForgot()} loading={isSendingReset} style={{ marginTop: 8 }}>
        {t.forgotPassword}
      </Button>
    </Form>
  );
}
