import { ContactLinkNote } from '../components/contact-link-note';
import { InfoPageLayout } from '../components/info-page-layout';
import { InfoSections } from '../components/info-sections';
import { PRIVACY_CONTENT } from '../content/privacy.content';
import { INFO_TEXTS } from '../info.texts';

export function PrivacyPage() {
  return (
    <InfoPageLayout title={PRIVACY_CONTENT.title} description={PRIVACY_CONTENT.description} lastUpdated={INFO_TEXTS.lastUpdated}>
      <InfoSections sections={PRIVACY_CONTENT.sections} />
      <ContactLinkNote />
    </InfoPageLayout>
  );
}
