import { Card, Typography } from 'antd';
import { INFO_TEXTS } from '../info.texts';

const texts = INFO_TEXTS.contact;

/** Support e-mail, address and the 24-hour reply promise (accounts spec 2.16, public spec footer). */
export function ContactDetails() {
  return (
    <Card title={texts.detailsTitle}>
      <dl style={{ margin: 0 }}>
        <dt>
          <Typography.Text strong>{texts.emailLabel}</Typography.Text>
        </dt>
        <dd style={{ marginLeft: 0, marginBottom: 8 }}>
          <a href={`mailto:${texts.supportEmail}`}>{texts.supportEmail}</a>
        </dd>
        <dt>
          <Typography.Text strong>{texts.addressLabel}</Typography.Text>
        </dt>
        <dd style={{ marginLeft: 0, marginBottom: 8 }}>{texts.address}</dd>
      </dl>
      <Typography.Paragraph style={{ marginBottom: 0 }}>{texts.replyPromise}</Typography.Paragraph>
    </Card>
  );
}
