import { Link } from 'react-router-dom';
import { links } from '@/shared/lib/links';
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
              <Link to="/veilig-handelen">{t.safeTrading}</Link>
            </li>
            <li>
              <Link to="/verkoopfotos-maken">{t.photoTips}</Link>
            </li>
            <li>
              <Link to="/contact">{t.contact}</Link>
            </li>
          </ul>
        </nav>
        <nav aria-label={layoutTexts.footerCompany}>
          <p className="sm-footer__head">{layoutTexts.footerCompany}</p>
          <ul>
            <li>
              <Link to="/over-ons">{t.about}</Link>
            </li>
            <li>
              <Link to="/nieuws">{t.news}</Link>
            </li>
            <li>
              <Link to="/privacy">{t.privacy}</Link>
            </li>
            <li>
              <Link to="/algemene-voorwaarden">{t.terms}</Link>
            </li>
            <li>
              <Link to="/cookies">{t.cookies}</Link>
            </li>
          </ul>
        </nav>
        <nav aria-label={layoutTexts.footerBusiness}>
          <p className="sm-footer__head">{layoutTexts.footerBusiness}</p>
          <ul>
            <li>
              <Link to="/zakelijk">{t.business}</Link>
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
