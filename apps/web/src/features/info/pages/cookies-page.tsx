import { ContactLinkNote } from '../components/contact-link-note';
import { InfoPageLayout } from '../components/info-page-layout';
import { InfoSections } from '../components/info-sections';
import { COOKIES_CONTENT } from '../content/cookies.content';

export function CookiesPage() {
  return (
    <InfoPageLayout title={COOKIES_CONTENT.title} description={COOKIES_CONTENT.description}>
      <InfoSections sections={COOKIES_CONTENT.sections} />
      <ContactLinkNote />
    </InfoPageLayout>
  );
}
