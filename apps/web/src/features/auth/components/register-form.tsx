import { PASSWORD_RULES } from '@surimarkt/contracts/texts';
import { Alert, Button, Form, type FormRule, Input } from 'antd';
import { useState } from 'react';
import { readFieldErrors } from '@/shared/api/field-errors';
import { useToast } from '@/shared/hooks/use-toast';
import { type RegisterBody, useRegisterMutation } from '@/shared/api/account.api';
import { authTexts as t } from '../auth.texts';
import { isNetworkError, serverMessage } from '@/shared/api/server-message';
import { PasswordChecklist } from './password-checklist';
import { FocusOnShow } from '@/shared/ui/focus-on-show';

type RegisterValues = Partial<RegisterBody>;

const FIELDS = ['firstName', 'lastName', 'email', 'password', 'confirmPassword', 'phone', 'location'] as const;

// Spec 5, Register: the same rules and messages as the server.
const required = (message: string): FormRule => ({ required: true, whitespace: true, message });
const passwordRules: FormRule[] = [
  {
    validator: async (_rule, value?: string) => {
      const broken = PASSWORD_RULES.find((rule) => !rule.test(value ?? ''));
      if (broken) throw new Error(broken.message);
    },
  },
];
const confirmRules: FormRule[] = [
  ({ getFieldValue }) => ({
    validator: async (_rule, value?: string) => {
      if ((value ?? '') !== (getFieldValue('password') ?? '')) throw new Error(t.messages.passwordsDoNotMatch);
    },
  }),
];

export function RegisterForm() {
  const [form] = Form.useForm<RegisterValues>();
  const [register, { isLoading }] = useRegisterMutation();
  const [registeredMessage, setRegisteredMessage] = useState<string | null>(null);
  const password = Form.useWatch('password', form) ?? '';
  const toast = useToast();

  const onFinish = async (values: RegisterValues) => {
    const body: RegisterBody = {
      firstName: values.firstName?.trim() ?? '',
      lastName: values.lastName?.trim() ?? '',
      email: values.email?.trim() ?? '',
      password: values.password ?? '',
      confirmPassword: values.confirmPassword ?? '',
      ...(values.phone?.trim() ? { phone: values.phone.trim() } : {}),
      ...(values.location?.trim() ? { location: values.location.trim() } : {}),
    };
    try {
      const reply = await register(body).unwrap();
      form.resetFields();
      setRegisteredMessage(reply.message);
    } catch (error) {
      const fields = readFieldErrors(error);
      form.setFields(FIELDS.filter((f) => fields[f]).map((name) => ({ name, errors: [fields[name]] })));
      const firstWrong = FIELDS.find((f) => fields[f]);
      if (firstWrong) form.scrollToField(firstWrong, { block: 'center', focus: true });
      if (isNetworkError(error)) toast.error(t.registerNetworkTitle, { description: t.networkErrorText });
      else toast.error(t.registerFailedTitle, { description: serverMessage(error) ?? t.messages.registerFailed });
    }
  };

  if (registeredMessage) {
    return (
      <FocusOnShow>
        <Alert type="success" showIcon message={t.registeredTitle} description={registeredMessage} />
      </FocusOnShow>
    );
  }

  return (
    <Form
      form={form}
      layout="vertical"
      onFinish={onFinish}
      requiredMark={false}
      noValidate
      disabled={isLoading}
      scrollToFirstError={{ block: 'center', focus: true }}
    >
      <div className="sm-auth__row">
        <Form.Item label={t.firstName} name="firstName" rules={[required(t.messages.firstNameRequired)]}>
          <Input autoComplete="given-name" maxLength={100} />
        </Form.Item>
        <Form.Item label={t.lastName} name="lastName" rules={[required(t.messages.lastNameRequired)]}>
          <Input autoComplete="family-name" maxLength={100} />
        </Form.Item>
      </div>
      <Form.Item
        label={t.email}
        name="email"
        rules={[
          { required: true, message: t.messages.emailInvalid },
          { type: 'email', message: t.messages.emailInvalid },
        ]}
      >
        <Input type="email" autoComplete="email" inputMode="email" />
      </Form.Item>
      <Form.Item label={t.password} name="password" rules={passwordRules}>
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <PasswordChecklist password={password} />
      <Form.Item label={t.confirmPassword} name="confirmPassword" dependencies={['password']} rules={confirmRules}>
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item label={t.phone} name="phone">
        <Input type="tel" autoComplete="tel" placeholder={t.phonePlaceholder} maxLength={30} />
      </Form.Item>
      <Form.Item label={t.location} name="location">
        <Input autoComplete="address-level2" maxLength={100} />
      </Form.Item>
      <Button type="primary" htmlType="submit" block size="large" loading={isLoading}>
        {isLoading ? t.registering : t.register}
      </Button>
    </Form>
  );
}
