import { ADMIN_MESSAGES } from '@surimarkt/contracts/texts';
import { Alert, Button, Card, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { serverMessage } from '@/shared/api/server-message';
import { useToast } from '@/shared/hooks/use-toast';
import { adminTexts as t } from '../admin.texts';
import { useAdminLoginHintQuery, useAdminLoginMutation } from '../api/admin.api';
import { adminSession } from '../api/admin-session';

/** The login screen (back-office spec 2.2): one password, checked on the server. */
export function AdminLogin() {
  const [login, { isLoading }] = useAdminLoginMutation();
  const { data: hint } = useAdminLoginHintQuery();
  const [wrong, setWrong] = useState(false);
  const toast = useToast();

  const onFinish = async ({ password }: { password: string }) => {
    setWrong(false);
    try {
      const session = await login(password).unwrap();
      adminSession.set(session);
      toast.success(ADMIN_MESSAGES.loggedInTitle, { description: ADMIN_MESSAGES.loggedIn });
    } catch (error) {
      const message = serverMessage(error);
      if (message === ADMIN_MESSAGES.wrongPassword) setWrong(true);
      toast.error(ADMIN_MESSAGES.loginFailedTitle, { description: message ?? ADMIN_MESSAGES.wrongPassword });
    }
  };

  return (
    <div style={{ minHeight: '100vh', display: 'grid', placeItems: 'center', padding: 16, background: '#f3f6f4' }}>
      <Card style={{ width: '100%', maxWidth: 380 }}>
        <Typography.Title level={3} style={{ textAlign: 'center', marginTop: 0 }}>
          {t.loginTitle}
        </Typography.Title>
        <Form layout="vertical" onFinish={onFinish} requiredMark={false}>
          <Form.Item
            label={t.password}
            name="password"
            rules={[{ required: true, whitespace: false, message: ADMIN_MESSAGES.passwordRequired }]}
          >
            <Input.Password autoFocus autoComplete="current-password" />
          </Form.Item>
          {wrong && <Alert type="error" showIcon title={ADMIN_MESSAGES.wrongPasswordInline} style={{ marginBottom: 16 }} />}
          <Button type="primary" htmlType="submit" block loading={isLoading}>
            {isLoading ? t.loggingIn : t.login}
          </Button>
        </Form>
        {hint?.defaultPassword && (
          <Typography.Paragraph type="secondary" style={{ marginTop: 16, marginBottom: 0, textAlign: 'center' }}>
            {t.hint(hint.defaultPassword)}
          </Typography.Paragraph>
        )}
      </Card>
    </div>
  );
}
