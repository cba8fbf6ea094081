import { Card, theme, Typography } from 'antd';
import { CardGrid } from '../components/card-grid';
import { ContactDetails } from '../components/contact-details';
import { InfoPageLayout } from '../components/info-page-layout';
import { InfoSections } from '../components/info-sections';
import { LinkButton } from '../components/link-button';
import { ABOUT_CONTENT, ABOUT_FIGURES } from '../content/about.content';
import { INFO_TEXTS } from '../info.texts';
import { links } from '@/shared/lib/paths';

const texts = INFO_TEXTS.about;

export function AboutPage() {
  const { token } = theme.useToken();
  return (
    <InfoPageLayout title={ABOUT_CONTENT.title} description={ABOUT_CONTENT.description}>
      <CardGrid label={texts.figuresTitle} minWidth={160}>
        {ABOUT_FIGURES.map((figure) => (
          <li key={figure.label}>
            <Card style={{ textAlign: 'center' }}>
              <Typography.Text strong style={{ display: 'block', fontSize: 32, color: token.colorPrimary }}>
                {figure.value}
              </Typography.Text>
              <Typography.Text type="secondary">{figure.label}</Typography.Text>
            </Card>
          </li>
        ))}
      </CardGrid>
      <InfoSections sections={ABOUT_CONTENT.sections} />
      <section>
        <Typography.Title level={2} style={{ fontSize: 22 }}>
          {texts.contactTitle}
        </Typography.Title>
        <Typography.Paragraph>{texts.contactText}</Typography.Paragraph>
        <ContactDetails />
        <div style={{ marginTop: 16 }}>
          <LinkButton to={links.contact}>{texts.contactButton}</LinkButton>
        </div>
      </section>
    </InfoPageLayout>
  );
}
