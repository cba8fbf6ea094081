import { ContactLinkNote } from '../components/contact-link-note';
import { InfoPageLayout } from '../components/info-page-layout';
import { InfoSections } from '../components/info-sections';
import { SAFE_TRADING_CONTENT } from '../content/safe-trading.content';

export function SafeTradingPage() {
  return (
    <InfoPageLayout title={SAFE_TRADING_CONTENT.title} description={SAFE_TRADING_CONTENT.description}>
      <InfoSections sections={SAFE_TRADING_CONTENT.sections} />
      <ContactLinkNote />
    </InfoPageLayout>
  );
}
