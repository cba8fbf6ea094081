import { Link } from 'react-router-dom';
import { links } from '../../../shared/lib/links';
import { adsTexts } from '../ads.texts';

export function AdNotFound() {
  return (
    <div className="sm-empty sm-notfound">
      <div className="sm-empty__icon" aria-hidden="true">
        🔎
      </div>
      <h1 className="sm-page-title">{adsTexts.adNotFound}</h1>
      <p className="sm-empty__text">{adsTexts.adNotFoundText}</p>
      <Link className="sm-btn sm-btn--primary" to={links.home}>
        {adsTexts.backHome}
      </Link>
    </div>
  );
}
