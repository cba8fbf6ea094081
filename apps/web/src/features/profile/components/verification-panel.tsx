import type { AccountUser } from '@surimarkt/contracts';
import { Button, Card, Form, Input, List, Progress, Tag } from 'antd';
import { useState } from 'react';
import { readFieldErrors } from '@/shared/api/field-errors';
import { useToast } from '@/shared/hooks/use-toast';
import { useResendVerificationMutation, useVerifyPhoneMutation } from '@/shared/api/account.api';
import { serverMessage } from '@/shared/api/server-message';
import { profileTexts as t } from '../profile.texts';

/** How long a sent code is valid (the SMS says 10 minutes): until then a reload comes back to the code box. */
const CODE_VALID_MS = 10 * 60 * 1000;
const SENT_CODE_KEY = 'sm-phone-code-sent';

/** The number a code was last sent to, kept for the tab's session while the code is valid. */
function sentCode(): string | null {
  try {
    const kept = JSON.parse(sessionStorage.getItem(SENT_CODE_KEY) ?? 'null') as { phone: string; at: number } | null;
    return kept && Date.now() - kept.at < CODE_VALID_MS ? kept.phone : null;
  } catch {
    return null;
  }
}

function keepSentCode(phone: string | null) {
  try {
    if (phone) sessionStorage.setItem(SENT_CODE_KEY, JSON.stringify({ phone, at: Date.now() }));
    else sessionStorage.removeItem(SENT_CODE_KEY);
  } catch {
    // Private mode without storage: the code box just does not survive a reload.
  }
}

/** Spec 4: a quarter for each of e-mail verified, phone (verified here, for real), names present, company present. */
export function verificationSteps(user: AccountUser) {
  return {
    email: user.isEmailVerified,
    phone: user.isPhoneVerified,
    identity: Boolean(user.firstName.trim() && user.lastName.trim()),
    company: Boolean(user.companyName?.trim()),
  };
}

/** The verification tab: progress bar, four steps, the e-mail re-send and the phone code sub-view (spec 2.8). */
export function VerificationPanel({ user }: { user: AccountUser }) {
  const steps = verificationSteps(user);
  const percent = Object.values(steps).filter(Boolean).length * 25;
  // A code sent in the last 10 minutes opens the phone step again after a reload, with its code box.
  const [isPhoneOpen, setPhoneOpen] = useState(() => !user.isPhoneVerified && sentCode() !== null);
  const [resend, { isLoading: isResending }] = useResendVerificationMutation();
  const toast = useToast();

  const onResend = async () => {
    try {
      const reply = await resend().unwrap();
      toast.success(reply.message);
    } catch (error) {
      toast.error(t.errorTitle, { description: serverMessage(error) ?? t.resendFailed });
    }
  };

  if (isPhoneOpen) return <PhoneVerification user={user} onBack={() => setPhoneOpen(false)} />;

  const action = (key: keyof typeof steps) => {
    if (steps[key]) return <Tag color="success">{t.verified}</Tag>;
    if (key === 'email')
      return (
        <Button size="small" type="primary" loading={isResending} onClick={() => void onResend()}>
          {t.verify}
        </Button>
      );
    if (key === 'phone')
      return (
        <Button size="small" type="primary" onClick={() => setPhoneOpen(true)}>
          {t.verify}
        </Button>
      );
    return null;
  };

  return (
    <>
      <div style={{ display: 'flex', alignItems: 'center', gap: 12, flexWrap: 'wrap', marginBottom: 8 }}>
        <Tag color={user.isEmailVerified ? 'success' : 'warning'}>{user.isEmailVerified ? t.verified : t.partlyVerified}</Tag>
        <span>{t.progress(percent)}</span>
      </div>
      <Progress percent={percent} showInfo={false} strokeColor="#1a7f37" aria-label={t.progress(percent)} />
      <List
        itemLayout="horizontal"
        dataSource={Object.keys(steps) as (keyof typeof steps)[]}
        renderItem={(key) => (
          <List.Item extra={action(key)}>
            <List.Item.Meta title={t.steps[key].title} description={steps[key] ? t.steps[key].done : t.steps[key].todo} />
          </List.Item>
        )}
      />
      <Card size="small" title={t.benefitsTitle} style={{ marginTop: 16 }}>
        <ul style={{ margin: 0, paddingLeft: 20 }}>
          {t.benefits.map((b) => (
            <li key={b}>{b}</li>
          ))}
        </ul>
      </Card>
    </>
  );
}

function PhoneVerification({ user, onBack }: { user: AccountUser; onBack: () => void }) {
  const [form] = Form.useForm<{ phone: string; code?: string }>();
  const phone = Form.useWatch('phone', form) ?? '';
  const [sentTo, setSentTo] = useState<string | null>(sentCode);
  const [verifyPhone, { isLoading }] = useVerifyPhoneMutation();
  const toast = useToast();

  const fail = (error: unknown) => {
    const fields = readFieldErrors(error);
    form.setFields((['phone', 'code'] as const).filter((f) => fields[f]).map((name) => ({ name, errors: [fields[name]] })));
    toast.error(t.errorTitle, { description: serverMessage(error) ?? t.phoneFailed });
  };
  const sendCode = async () => {
    try {
      const reply = await verifyPhone({ phone: phone.trim() }).unwrap();
      setSentTo(phone.trim());
      keepSentCode(phone.trim());
      // The number is good now: an earlier refusal's red line goes.
      form.setFields([{ name: 'phone', errors: [] }]);
      toast.success(reply.message);
    } catch (error) {
      fail(error);
    }
  };
  const confirm = async (values: { code?: string }) => {
    try {
      const reply = await verifyPhone({ phone: sentTo ?? phone.trim(), code: values.code?.trim() }).unwrap();
      keepSentCode(null);
      toast.success(reply.message);
      onBack();
    } catch (error) {
      fail(error);
    }
  };

  return (
    <Form
      form={form}
      layout="vertical"
      onFinish={confirm}
      requiredMark={false}
      noValidate
      initialValues={{ phone: sentTo ?? user.phone ?? '' }}
    >
      <Form.Item label={t.phone} name="phone">
        <Input type="tel" autoComplete="tel" placeholder="+597 8123456" maxLength={30} />
      </Form.Item>
      <Button onClick={() => void sendCode()} disabled={!phone.trim() || isLoading} loading={isLoading && !sentTo}>
        {t.sendCode}
      </Button>
      {sentTo && (
        <>
          <p style={{ marginTop: 16 }}>{t.codeSentTo(sentTo)}</p>
          <Form.Item label={t.code} name="code">
            <Input inputMode="numeric" autoComplete="one-time-code" placeholder={t.codePlaceholder} maxLength={6} />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={isLoading}>
            {t.confirmCode}
          </Button>
        </>
      )}
      <div style={{ marginTop: 16 }}>
        <Button type="link" onClick={onBack} style={{ padding: 0 }}>
          {t.back}
        </Button>
      </div>
    </Form>
  );
}
