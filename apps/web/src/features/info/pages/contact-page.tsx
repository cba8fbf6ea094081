import { Card } from 'antd';
import { ContactDetails } from '../components/contact-details';
import { ContactFaq } from '../components/contact-faq';
import { ContactForm } from '../components/contact-form';
import { InfoPageLayout } from '../components/info-page-layout';
import { OpeningHours } from '../components/opening-hours';
import { CONTACT_PAGE } from '../content/contact.content';
import { INFO_TEXTS } from '../info.texts';

export function ContactPage() {
  return (
    <InfoPageLayout title={CONTACT_PAGE.title} description={CONTACT_PAGE.description}>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 24, alignItems: 'flex-start', marginBottom: 32 }}>
        <Card title={INFO_TEXTS.contact.formTitle} style={{ flex: '2 1 360px' }}>
          <ContactForm />
        </Card>
        <div style={{ flex: '1 1 260px', display: 'grid', gap: 24 }}>
          <ContactDetails />
          <OpeningHours />
        </div>
      </div>
      <ContactFaq />
    </InfoPageLayout>
  );
}
