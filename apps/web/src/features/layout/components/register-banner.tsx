import { Link } from 'react-router-dom';
import { useKnownCurrentUser } from '@/shared/api/auth.api';
import { useStoredFlag } from '@/shared/hooks/use-stored-flag';
import { links } from '@/shared/lib/paths';
import { layoutTexts } from '../layout.texts';
import { Banner } from './banner';

/** For guests only; once closed it stays closed. */
export function RegisterBanner() {
  const { data: user, isLoading } = useKnownCurrentUser();
  const [isClosed, close] = useStoredFlag('banner.register.closed');
  if (isClosed || isLoading || user) return null;
  return (
    <Banner title={layoutTexts.registerBannerTitle} text={layoutTexts.registerBannerText} onClose={close} tone="green">
      <Link className="sm-btn sm-btn--accent" to={links.auth}>
        {layoutTexts.registerBannerAction}
      </Link>
    </Banner>
  );
}
