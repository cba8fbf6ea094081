import { Button, Form, type FormRule as Rule, Input, message as toast } from 'antd';
import { type ContactMessageBody, useSendContactMessageMutation } from '../api/contact.api';
import { readFieldErrors } from '@/shared/api/field-errors';
import { INFO_TEXTS } from '../info.texts';

const texts = INFO_TEXTS.contact;
const rules = texts.validation;

const FIELDS = ['name', 'email', 'phone', 'subject', 'message'] as const;

interface ContactFormValues {
  name?: string;
  email?: string;
  phone?: string;
  subject?: string;
  message?: string;
}

// The accounts spec's contact rules (section 5); the server checks the same with the same Dutch messages.
function minTrimmed(min: number, message: string): Rule {
  return {
    validator: async (_rule, value?: string) => {
      if ((value ?? '').trim().length < min) throw new Error(message);
    },
  };
}
const nameRules: Rule[] = [minTrimmed(2, rules.name), { max: 100, message: rules.nameTooLong }];
const emailRules: Rule[] = [
  { required: true, message: rules.email },
  { type: 'email', message: rules.email },
  { max: 254, message: rules.email },
];
const phoneRules: Rule[] = [{ max: 30, message: rules.phone }];
const subjectRules: Rule[] = [minTrimmed(5, rules.subject), { max: 150, message: rules.subjectTooLong }];
const messageRules: Rule[] = [minTrimmed(10, rules.message), { max: 5000, message: rules.messageTooLong }];

function toBody(values: ContactFormValues): ContactMessageBody {
  const phone = values.phone?.trim();
  return {
    name: (values.name ?? '').trim(),
    email: (values.email ?? '').trim(),
    ...(phone ? { phone } : {}),
    subject: (values.subject ?? '').trim(),
    message: (values.message ?? '').trim(),
  };
}

export function ContactForm() {
  const [form] = Form.useForm<ContactFormValues>();
  const [sendContactMessage, { isLoading }] = useSendContactMessageMutation();
  const [toastApi, toastHolder] = toast.useMessage();

  const onFinish = async (values: ContactFormValues) => {
    try {
      await sendContactMessage(toBody(values)).unwrap();
      form.resetFields();
      void toastApi.success(texts.sent);
    } catch (error) {
      const fieldErrors = readFieldErrors(error);
      form.setFields(FIELDS.filter((field) => fieldErrors[field]).map((field) => ({ name: field, errors: [fieldErrors[field]] })));
      void toastApi.error(texts.failed);
    }
  };

  return (
    <>
      {toastHolder}
      <Form form={form} layout="vertical" onFinish={onFinish} disabled={isLoading} requiredMark={false} noValidate>
        <Form.Item label={texts.name} name="name" rules={nameRules}>
          <Input autoComplete="name" maxLength={100} />
        </Form.Item>
        <Form.Item label={texts.email} name="email" rules={emailRules}>
          <Input type="email" autoComplete="email" />
        </Form.Item>
        <Form.Item label={texts.phone} name="phone" rules={phoneRules}>
          <Input type="tel" autoComplete="tel" maxLength={30} />
        </Form.Item>
        <Form.Item label={texts.subject} name="subject" rules={subjectRules}>
          <Input maxLength={150} />
        </Form.Item>
        <Form.Item label={texts.message} name="message" rules={messageRules}>
          <Input.TextArea rows={6} maxLength={5000} showCount />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={isLoading}>
          {texts.submit}
        </Button>
      </Form>
    </>
  );
}
