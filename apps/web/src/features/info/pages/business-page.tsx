import { Card, Tag, Typography } from 'antd';
import { CardGrid } from '../components/card-grid';
import { InfoPageLayout } from '../components/info-page-layout';
import { InfoSections } from '../components/info-sections';
import { LinkButton } from '../components/link-button';
import { BUSINESS_CONTENT, BUSINESS_PACKAGES } from '../content/business.content';
import { INFO_TEXTS } from '../info.texts';
import { links } from '@/shared/lib/paths';

const texts = INFO_TEXTS.business;

export function BusinessPage() {
  return (
    <InfoPageLayout title={BUSINESS_CONTENT.title} description={BUSINESS_CONTENT.description}>
      <Typography.Paragraph>
        <Tag color="green">{texts.customers}</Tag> <Tag color="gold">{texts.fromPrice}</Tag>
      </Typography.Paragraph>
      <InfoSections sections={BUSINESS_CONTENT.sections} />
      <Typography.Title level={2} style={{ fontSize: 22 }}>
        {texts.packagesTitle}
      </Typography.Title>
      <CardGrid label={texts.packagesTitle} minWidth={220}>
        {BUSINESS_PACKAGES.map((pack) => (
          <li key={pack.name}>
            <Card
              title={<h3 style={{ margin: 0, fontSize: 18 }}>{pack.name}</h3>}
              extra={pack.isPopular && <Tag color="gold">{texts.popular}</Tag>}
              style={{ height: '100%', borderColor: pack.isPopular ? '#faad14' : undefined }}
            >
              <Typography.Text strong style={{ fontSize: 28 }}>
                €{pack.priceEuro}
              </Typography.Text>
              <Typography.Text type="secondary">{texts.perMonth}</Typography.Text>
              <ul style={{ paddingLeft: 20, marginTop: 12 }}>
                {pack.features.map((feature) => (
                  <li key={feature}>{feature}</li>
                ))}
              </ul>
            </Card>
          </li>
        ))}
      </CardGrid>
      <LinkButton to={links.businessRegister}>{texts.register}</LinkButton>
    </InfoPageLayout>
  );
}
