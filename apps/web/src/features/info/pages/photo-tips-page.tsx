import { ContactLinkNote } from '../components/contact-link-note';
import { InfoPageLayout } from '../components/info-page-layout';
import { InfoSections } from '../components/info-sections';
import { PHOTO_TIPS_CONTENT } from '../content/photo-tips.content';

export function PhotoTipsPage() {
  return (
    <InfoPageLayout title={PHOTO_TIPS_CONTENT.title} description={PHOTO_TIPS_CONTENT.description}>
      <InfoSections sections={PHOTO_TIPS_CONTENT.sections} />
      <ContactLinkNote />
    </InfoPageLayout>
  );
}
