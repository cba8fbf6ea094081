import { Link } from 'react-router-dom';
import { links } from '@/shared/lib/paths';
import { adsTexts } from '../ads.texts';

/** No such ad; or, when the server could not be reached (offline, and not kept by the service worker), says so instead. */
export function AdNotFound({ isUnreachable = false }: { isUnreachable?: boolean }) {
  return (
    <div className="sm-empty sm-notfound">
      <div className="sm-empty__icon" aria-hidden="true">
        🔎
      </div>
      <h1 className="sm-page-title">{isUnreachable ? adsTexts.adUnreachable : adsTexts.adNotFound}</h1>
      <p className="sm-empty__text">{isUnreachable ? adsTexts.adUnreachableText : adsTexts.adNotFoundText}</p>
      <Link className="sm-btn sm-btn--primary" to={links.home}>
        {adsTexts.backHome}
      </Link>
    </div>
  );
}
