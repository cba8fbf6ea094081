import type { AccountUser } from '@surimarkt/contracts';
import { Button, Descriptions, Form, type FormRule, Input } from 'antd';
import { useState } from 'react';
import { readFieldErrors } from '@/shared/api/field-errors';
import { useToast } from '@/shared/hooks/use-toast';
import { type ProfileBody, useUpdateProfileMutation } from '@/shared/api/account.api';
import { profileTexts as t } from '../profile.texts';

const FIELDS = ['firstName', 'lastName', 'email', 'phone', 'location', 'bio', 'companyName', 'currentPassword'] as const;
const required = (message: string): FormRule => ({ required: true, whitespace: true, message });

function formValues(user: AccountUser): ProfileBody {
  const { firstName, lastName, email, phone, location, bio, companyName } = user;
  return { firstName, lastName, email, phone, location: location ?? '', bio, companyName };
}

/** The profile tab: the user's details, and the edit form of spec 2.5 with the rules of spec 5. */
export function ProfileDetails({ user }: { user: AccountUser }) {
  const [isEditing, setEditing] = useState(false);
  const [form] = Form.useForm<ProfileBody>();
  const [update, { isLoading }] = useUpdateProfileMutation();
  const toast = useToast();
  const email = Form.useWatch('email', form);
  const isNewEmail = typeof email === 'string' && email.trim().toLowerCase() !== user.email.toLowerCase();

  const onFinish = async (values: ProfileBody) => {
    const trimmed = (v?: string | null) => v?.trim() || null;
    try {
      const reply = await update({
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        email: values.email.trim(),
        location: values.location.trim(),
        phone: trimmed(values.phone),
        bio: trimmed(values.bio),
        companyName: trimmed(values.companyName),
        ...(isNewEmail ? { currentPassword: values.currentPassword } : {}),
      }).unwrap();
      toast.success(reply.message);
      setEditing(false);
    } catch (error) {
      const fields = readFieldErrors(error);
      form.setFields(FIELDS.filter((f) => fields[f]).map((name) => ({ name, errors: [fields[name]] })));
      toast.error(t.profileUpdateFailed);
    }
  };

  if (!isEditing) {
    const show = (value: string | null) => value || t.notFilledIn;
    return (
      <>
        <Descriptions
          column={1}
          bordered
          size="small"
          items={[
            { key: 'name', label: `${t.firstName} / ${t.lastName}`, children: `${user.firstName} ${user.lastName}` },
            { key: 'type', label: t.accountType, children: t.accountTypes[user.accountType] },
            { key: 'email', label: t.email, children: user.email },
            { key: 'phone', label: t.phone, children: show(user.phone) },
            { key: 'location', label: t.location, children: show(user.location) },
            { key: 'bio', label: t.bio, children: <span style={{ whiteSpace: 'pre-line' }}>{show(user.bio)}</span> },
            { key: 'company', label: t.companyName, children: show(user.companyName) },
          ]}
        />
        <Button type="primary" style={{ marginTop: 16 }} onClick={() => setEditing(true)}>
          {t.edit}
        </Button>
      </>
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
      initialValues={formValues(user)}
    >
      <Form.Item label={t.firstName} name="firstName" rules={[required(t.messages.firstNameRequired)]}>
        <Input autoComplete="given-name" maxLength={100} />
      </Form.Item>
      <Form.Item label={t.lastName} name="lastName" rules={[required(t.messages.lastNameRequired)]}>
        <Input autoComplete="family-name" maxLength={100} />
      </Form.Item>
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
      {isNewEmail && (
        <Form.Item
          label={t.currentPassword}
          name="currentPassword"
          extra={t.newEmailNote}
          rules={[{ required: true, message: t.messages.currentPasswordForEmail }]}
        >
          <Input.Password autoComplete="current-password" />
        </Form.Item>
      )}
      <Form.Item label={`${t.phone} ${t.optional}`} name="phone">
        <Input type="tel" autoComplete="tel" placeholder="+597 8123456" maxLength={30} />
      </Form.Item>
      <Form.Item label={t.location} name="location" rules={[required(t.messages.locationRequired)]}>
        <Input autoComplete="address-level2" maxLength={100} />
      </Form.Item>
      <Form.Item label={`${t.bio} ${t.optional}`} name="bio">
        <Input.TextArea rows={4} maxLength={1000} showCount />
      </Form.Item>
      <Form.Item label={`${t.companyName} ${t.optional}`} name="companyName">
        <Input autoComplete="organization" maxLength={150} />
      </Form.Item>
      <div style={{ display: 'flex', gap: 8 }}>
        <Button type="primary" htmlType="submit" loading={isLoading}>
          {t.save}
        </Button>
        <Button onClick={() => setEditing(false)}>{t.cancel}</Button>
      </div>
    </Form>
  );
}
