import { Link } from 'react-router-dom';
import { links } from '@/shared/lib/paths';
import { layoutTexts } from '../layout.texts';

const { footerLinks: t } = layoutTexts;

export function Footer() {
  return (
    <footer className="sm-footer">
      <div className="sm-container sm-footer__grid">
        <div>
          <p className="sm-footer__brand">{layoutTexts.siteName}</p>
          <p>{layoutTexts.footerAbout}</p>
        </div>
        <nav aria-label={layoutTexts.footerHelp}>
          <p className="sm-footer__head">{layoutTexts.footerHelp}</p>
          <ul>
            <li>
              <Link to={links.safeTrading}>{t.safeTrading}</Link>
            </li>
            <li>
              <Link to={links.photoTips}>{t.photoTips}</Link>
            </li>
            <li>
              <Link to={links.contact}>{t.contact}</Link>
            </li>
          </ul>
        </nav>
        <nav aria-label={layoutTexts.footerCompany}>
          <p className="sm-footer__head">{layoutTexts.footerCompany}</p>
          <ul>
            <li>
              <Link to={links.about}>{t.about}</Link>
            </li>
            <li>
              <Link to={links.news}>{t.news}</Link>
            </li>
            <li>
              <Link to={links.privacy}>{t.privacy}</Link>
            </li>
            <li>
              <Link to={links.terms}>{t.terms}</Link>
            </li>
            <li>
              <Link to={links.cookies}>{t.cookies}</Link>
            </li>
          </ul>
        </nav>
        <nav aria-label={layoutTexts.footerBusiness}>
          <p className="sm-footer__head">{layoutTexts.footerBusiness}</p>
          <ul>
            <li>
              <Link to={links.business}>{t.business}</Link>
            </li>
            <li>
              <Link to={links.businessRegister}>{t.businessRegister}</Link>
            </li>
          </ul>
        </nav>
        <address className="sm-footer__contact">
          <p className="sm-footer__head">{layoutTexts.footerContact}</p>
          <p>{layoutTexts.footerSupport}</p>
          <p>📍 {layoutTexts.footerAddress}</p>
        </address>
      </div>
      <p className="sm-footer__rights">{layoutTexts.footerRights(new Date().getFullYear())}</p>
    </footer>
  );
}
