import { ContactLinkNote } from '../components/contact-link-note';
import { InfoPageLayout } from '../components/info-page-layout';
import { InfoSections } from '../components/info-sections';
import { TERMS_CONTENT } from '../content/terms.content';
import { INFO_TEXTS } from '../info.texts';

export function TermsPage() {
  return (
    <InfoPageLayout title={TERMS_CONTENT.title} description={TERMS_CONTENT.description} lastUpdated={INFO_TEXTS.lastUpdated}>
      <InfoSections sections={TERMS_CONTENT.sections} />
      <ContactLinkNote />
    </InfoPageLayout>
  );
}
