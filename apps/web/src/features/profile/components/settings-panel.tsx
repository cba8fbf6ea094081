import type { NotificationSettings } from '@surimarkt/contracts';
import { Button, Card, Form, type FormRule, Input, Modal, Switch } from 'antd';
import { type ReactNode, useState } from 'react';
import { useDispatch } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import { baseApi } from '@/shared/api/base-api';
import { readFieldErrors } from '@/shared/api/field-errors';
import { useToast } from '@/shared/hooks/use-toast';
import { useLogout } from '@/features/layout';
import {
  useChangePasswordMutation,
  useDeleteAccountMutation,
  useGetNotificationsQuery,
  useSetNotificationsMutation,
} from '@/shared/api/account.api';
import { serverMessage } from '@/shared/api/server-message';
import { profileTexts as t } from '../profile.texts';
import { links } from '@/shared/lib/paths';

/**
 * The settings tab: change password, the notification switches, the data download, logout and account deletion (spec
 * 2.12). notificationsExtra: what app/ adds below the switches (the devices that get push notifications).
 */
export function SettingsPanel({ notificationsExtra }: { notificationsExtra?: ReactNode }) {
  return (
    <div style={{ display: 'grid', gap: 16 }}>
      <Card size="small" title={t.changePassword}>
        <ChangePasswordForm />
      </Card>
      <Card size="small" title={t.notifications}>
        <NotificationSwitches />
      </Card>
      {notificationsExtra}
      <Card size="small" title={t.myData}>
        <p style={{ marginTop: 0 }}>{t.myDataText}</p>
        {/* A link: the browser downloads the file the server names (Content-Disposition), with the session cookie. */}
        <Button href="/api/auth/export" download>
          {t.downloadData}
        </Button>
      </Card>
      <Card size="small" title={t.account}>
        <AccountActions />
      </Card>
    </div>
  );
}

interface PasswordValues {
  currentPassword?: string;
  newPassword?: string;
  confirmPassword?: string;
}

// Spec 5, Change password: 6 here (the server also holds the new password to the registration rules).
const currentRules: FormRule[] = [{ required: true, message: t.messages.currentPasswordRequired }];
const newRules: FormRule[] = [
  { required: true, message: t.messages.newPasswordMinLength },
  { min: 6, message: t.messages.newPasswordMinLength },
];
const confirmRules: FormRule[] = [
  { required: true, message: t.messages.confirmPasswordRequired },
  ({ getFieldValue }) => ({
    validator: async (_rule, value?: string) => {
      if (value && value !== getFieldValue('newPassword')) throw new Error(t.messages.passwordsDoNotMatch);
    },
  }),
];

function ChangePasswordForm() {
  const [form] = Form.useForm<PasswordValues>();
  const [changePassword, { isLoading }] = useChangePasswordMutation();
  const toast = useToast();
  const onFinish = async (values: PasswordValues) => {
    try {
      const reply = await changePassword({
        currentPassword: values.currentPassword ?? '',
        newPassword: values.newPassword ?? '',
        confirmPassword: values.confirmPassword ?? '',
      }).unwrap();
      form.resetFields();
      toast.success(reply.message);
    } catch (error) {
      const fields = readFieldErrors(error);
      form.setFields(
        (['currentPassword', 'newPassword', 'confirmPassword'] as const)
          .filter((f) => fields[f])
          .map((name) => ({ name, errors: [fields[name]] })),
      );
      toast.error(t.changePasswordFailed, { description: serverMessage(error) ?? t.genericError });
    }
  };
  return (
    <Form form={form} layout="vertical" onFinish={onFinish} requiredMark={false} noValidate disabled={isLoading}>
      <Form.Item label={t.currentPassword} name="currentPassword" rules={currentRules}>
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      <Form.Item label={t.newPassword} name="newPassword" rules={newRules}>
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item label={t.confirmNewPassword} name="confirmPassword" dependencies={['newPassword']} rules={confirmRules}>
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={isLoading}>
        {t.changePassword}
      </Button>
    </Form>
  );
}

const SWITCHES: { key: keyof NotificationSettings; label: string; help: string }[] = [
  { key: 'emailNotifications', label: t.emailNotifications, help: t.emailNotificationsHelp },
  { key: 'pushNotifications', label: t.pushNotifications, help: t.pushNotificationsHelp },
  { key: 'marketingEmails', label: t.marketingEmails, help: t.marketingEmailsHelp },
];

/** Saved at every change (spec 7); a failed save shows nothing (spec 8) and the switch returns to the stored value. */
function NotificationSwitches() {
  const { data: settings } = useGetNotificationsQuery();
  const [save, { isLoading }] = useSetNotificationsMutation();
  const toast = useToast();
  if (!settings) return null;
  const onChange = async (key: keyof NotificationSettings, value: boolean) => {
    try {
      await save({ ...settings, [key]: value }).unwrap();
      toast.success(t.messages.settingsSaved);
    } catch {
      // Nothing shown (spec 8); the query still holds the stored value, so the switch shows it again.
    }
  };
  return (
    <div style={{ display: 'grid', gap: 12 }}>
      {SWITCHES.map(({ key, label, help }) => (
        <label key={key} style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 12 }}>
          <span>
            <strong>{label}</strong>
            <br />
            <small style={{ color: '#666' }}>{help}</small>
          </span>
          <Switch checked={settings[key]} disabled={isLoading} onChange={(value) => void onChange(key, value)} aria-label={label} />
        </label>
      ))}
    </div>
  );
}

function AccountActions() {
  const logout = useLogout();
  const [isDeleting, setDeleting] = useState(false);
  const [password, setPassword] = useState('');
  const [deleteAccount, { isLoading }] = useDeleteAccountMutation();
  const [error, setError] = useState<string | null>(null);
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const toast = useToast();
  const onDelete = async () => {
    setError(null);
    try {
      const reply = await deleteAccount({ password }).unwrap();
      dispatch(baseApi.util.resetApiState());
      try {
        localStorage.clear();
        sessionStorage.clear();
      } catch {
        /* storage unavailable */
      }
      toast.success(reply.message);
      navigate(links.home);
    } catch (failure) {
      setError(serverMessage(failure) ?? t.genericError);
    }
  };
  return (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      <Button onClick={() => void logout()}>{t.logout}</Button>
      <Button danger onClick={() => setDeleting(true)}>
        {t.deleteAccount}
      </Button>
      <Modal
        open={isDeleting}
        title={t.deleteAccount}
        okText={t.deleteConfirm}
        okButtonProps={{ danger: true, disabled: !password, loading: isLoading }}
        cancelText={t.cancel}
        onOk={() => void onDelete()}
        onCancel={() => {
          setDeleting(false);
          setPassword('');
          setError(null);
        }}
      >
        <p>{t.deleteAccountText}</p>
        <Form layout="vertical">
          <Form.Item label={t.deletePasswordLabel} validateStatus={error ? 'error' : undefined} help={error ?? undefined}>
            <Input.Password value={password} onChange={(e) => setPassword(e.target.value)} autoComplete="current-password" />
          </Form.Item>
        </Form>
      </Modal>
    </div>
  );
}
