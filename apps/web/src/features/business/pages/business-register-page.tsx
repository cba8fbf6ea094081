import { COMPANY_TYPES, isWebsite, normaliseWebsite, PASSWORD_RULES, type PackageType } from '@surimarkt/contracts/texts';
import { Button, Card, Checkbox, Form, type FormRule, Input, Select, Typography } from 'antd';
import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { readFieldErrors } from '@/shared/api/field-errors';
import { serverMessage } from '@/shared/api/server-message';
import { useDocumentTitle } from '@/shared/hooks/use-document-title';
import { useToast } from '@/shared/hooks/use-toast';
import { type RegisterBusinessBody, usePackagesQuery, useRegisterBusinessMutation } from '../api/business.api';
import { businessTexts } from '../business.texts';
import { PackagePicker } from '../components/package-picker';
import { PasswordChecklist } from '@/features/auth';
import { authTexts } from '@/features/auth';
import { links } from '@/shared/lib/paths';
import './business.css';

const t = businessTexts.register;
const M = businessTexts.messages;
const A = authTexts.messages;

type Values = Partial<RegisterBusinessBody>;
/** The server's rule: 'mijnbedrijf.sr' is fine, https:// is added for them. */
const websiteRule: FormRule = {
  validator: async (_rule, value?: string) => {
    const website = normaliseWebsite(value ?? '');
    if (website !== null && !isWebsite(website)) throw new Error(M.websiteInvalid);
  },
};
const FIELDS = [
  'firstName',
  'lastName',
  'email',
  'password',
  'confirmPassword',
  'companyName',
  'companyType',
  'description',
  'website',
  'phone',
  'whatsappNumber',
  'address',
  'city',
  'packageType',
  'acceptTerms',
] as const;

// Accounts spec 5, business registration: the same rules and messages as the server.
const required = (message: string): FormRule => ({ required: true, whitespace: true, message });
const passwordRules: FormRule[] = [
  {
    validator: async (_r, value?: string) => {
      const broken = PASSWORD_RULES.find((rule) => !rule.test(value ?? ''));
      if (broken) throw new Error(broken.message);
    },
  },
];
const confirmRules: FormRule[] = [
  ({ getFieldValue }) => ({
    validator: async (_r, value?: string) => {
      if ((value ?? '') !== (getFieldValue('password') ?? '')) throw new Error(A.passwordsDoNotMatch);
    },
  }),
];
const trimmedMin = (min: number, message: string): FormRule => ({
  validator: async (_r, value?: string) => {
    if ((value ?? '').trim().length < min) throw new Error(message);
  },
});
const termsRule: FormRule = {
  validator: async (_r, value?: boolean) => {
    if (value !== true) throw new Error(M.termsRequired);
  },
};

/** /business/register (accounts spec 2.13): the package, the account and the company; then the first payment. */
export function BusinessRegisterPage() {
  useDocumentTitle(t.title);
  const [form] = Form.useForm<Values>();
  const { data } = usePackagesQuery();
  const [register, { isLoading }] = useRegisterBusinessMutation();
  const navigate = useNavigate();
  const toast = useToast();
  const password = Form.useWatch('password', form) ?? '';

  // Premium is the default (spec); the billing-service marks it.
  useEffect(() => {
    const preset = data?.packages.find((p) => p.isDefault)?.type;
    if (preset && !form.getFieldValue('packageType')) form.setFieldValue('packageType', preset);
  }, [data, form]);

  const onFinish = async (values: Values) => {
    const trim = (v?: string) => v?.trim() ?? '';
    const body: RegisterBusinessBody = {
      firstName: trim(values.firstName),
      lastName: trim(values.lastName),
      email: trim(values.email),
      password: values.password ?? '',
      confirmPassword: values.confirmPassword ?? '',
      companyName: trim(values.companyName),
      companyType: values.companyType ?? '',
      description: trim(values.description),
      phone: trim(values.phone),
      address: trim(values.address),
      city: trim(values.city),
      packageType: values.packageType as PackageType,
      acceptMarketing: values.acceptMarketing === true,
      acceptTerms: values.acceptTerms === true,
      ...(trim(values.website) ? { website: trim(values.website) } : {}),
      ...(trim(values.whatsappNumber) ? { whatsappNumber: trim(values.whatsappNumber) } : {}),
    };
    try {
      const reply = await register(body).unwrap();
      toast.success(reply.message);
      navigate(links.checkout);
    } catch (error) {
      const fields = readFieldErrors(error);
      form.setFields(FIELDS.filter((f) => fields[f]).map((name) => ({ name, errors: [fields[name]] })));
      toast.error(t.failedTitle, { description: serverMessage(error) ?? t.failedDefault });
    }
  };

  return (
    <main style={{ maxWidth: 880, margin: '0 auto', padding: '24px 16px 48px' }}>
      <Typography.Title level={1} style={{ fontSize: 28 }}>
        {t.title}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t.intro}</Typography.Paragraph>
      <Typography.Paragraph>{t.confirmAddress}</Typography.Paragraph>
      <Form form={form} layout="vertical" onFinish={onFinish} requiredMark={false} noValidate disabled={isLoading} scrollToFirstError>
        <Typography.Title level={2} style={{ fontSize: 20 }}>
          {t.choosePackage}
        </Typography.Title>
        <Form.Item name="packageType" rules={[{ required: true, message: M.packageRequired }]}>
          <PackagePicker packages={data?.packages ?? []} />
        </Form.Item>
        <Card title={t.account} size="small" style={{ marginBottom: 16 }}>
          <div className="sm-business__row">
            <Form.Item label={t.firstName} name="firstName" rules={[required(A.firstNameRequired)]}>
              <Input autoComplete="given-name" maxLength={100} />
            </Form.Item>
            <Form.Item label={t.lastName} name="lastName" rules={[required(A.lastNameRequired)]}>
              <Input autoComplete="family-name" maxLength={100} />
            </Form.Item>
          </div>
          <Form.Item
            label={t.email}
            name="email"
            rules={[
              { required: true, message: A.emailInvalid },
              { type: 'email', message: A.emailInvalid },
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
        </Card>
        <Card title={t.company} size="small" style={{ marginBottom: 16 }}>
          <div className="sm-business__row">
            <Form.Item label={t.companyName} name="companyName" rules={[required(M.companyNameRequired)]}>
              <Input autoComplete="organization" maxLength={150} />
            </Form.Item>
            <Form.Item label={t.companyType} name="companyType" rules={[{ required: true, message: M.companyTypeRequired }]}>
              <Select options={COMPANY_TYPES.map((value) => ({ value, label: t.companyTypes[value] }))} />
            </Form.Item>
          </div>
          <Form.Item label={t.description} name="description" rules={[trimmedMin(10, M.descriptionMinLength)]}>
            <Input.TextArea rows={3} maxLength={2000} showCount />
          </Form.Item>
          <Form.Item label={t.website} name="website" rules={[websiteRule]}>
            <Input type="url" inputMode="url" placeholder="mijnbedrijf.sr" maxLength={200} />
          </Form.Item>
          <div className="sm-business__row">
            <Form.Item label={t.phone} name="phone" rules={[required(M.phoneRequired)]}>
              <Input type="tel" autoComplete="tel" placeholder="+597" maxLength={30} />
            </Form.Item>
            <Form.Item label={t.whatsapp} name="whatsappNumber">
              <Input type="tel" placeholder="+597" maxLength={30} />
            </Form.Item>
          </div>
          <div className="sm-business__row">
            <Form.Item label={t.address} name="address" rules={[required(M.addressRequired)]}>
              <Input autoComplete="street-address" maxLength={200} />
            </Form.Item>
            <Form.Item label={t.city} name="city" rules={[required(M.cityRequired)]}>
              <Input autoComplete="address-level2" maxLength={100} />
            </Form.Item>
          </div>
        </Card>
        <Form.Item name="acceptMarketing" valuePropName="checked" style={{ marginBottom: 4 }}>
          <Checkbox>{t.acceptMarketing}</Checkbox>
        </Form.Item>
        <Form.Item name="acceptTerms" valuePropName="checked" rules={[termsRule]}>
          <Checkbox>
            {t.acceptTermsBefore}
            <Link to={links.terms}>{t.terms}</Link>
            {t.and}
            <Link to={links.privacy}>{t.privacy}</Link>
          </Checkbox>
        </Form.Item>
        <Button type="primary" htmlType="submit" size="large" block loading={isLoading}>
          {isLoading ? t.submitting : t.submit}
        </Button>
      </Form>
      <p style={{ marginTop: 16 }}>
        <Link to={links.home}>{t.back}</Link>
      </p>
    </main>
  );
}
