import { Link } from 'react-router-dom';
import { useStoredFlag } from '@/shared/hooks/use-stored-flag';
import { links } from '@/shared/lib/paths';
import { layoutTexts } from '../layout.texts';
import { Banner } from './banner';

export function BusinessBanner() {
  const [isClosed, close] = useStoredFlag('banner.business.closed');
  if (isClosed) return null;
  return (
    <Banner title={layoutTexts.businessBannerTitle} text={layoutTexts.businessBannerText} onClose={close} tone="dark">
      <Link className="sm-btn sm-btn--primary" to={links.businessRegister}>
        {layoutTexts.businessBannerAction}
      </Link>
    </Banner>
  );
}
