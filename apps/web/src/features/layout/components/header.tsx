import { type ReactNode, useState } from 'react';
import { Link } from 'react-router-dom';
import { links } from '@/shared/lib/paths';
import { layoutTexts } from '../layout.texts';
import { CategoryMenu } from './category-menu';
import { MobileDrawer } from './mobile-drawer';
import { PostAdButton } from './post-ad-button';
import { SearchBox } from './search-box';
import { UserBlock } from './user-block';

export function Header({ onPostAd, extra }: { onPostAd?: () => void; extra?: ReactNode }) {
  const [isDrawerOpen, setIsDrawerOpen] = useState(false);
  const [hasOpenedDrawer, setHasOpenedDrawer] = useState(false);
  return (
    <header className="sm-header">
      <div className="sm-container sm-header__row">
        <button
          type="button"
          className="sm-header__menu sm-btn sm-btn--ghost"
          aria-label={layoutTexts.openMenu}
          onClick={() => {
            setHasOpenedDrawer(true);
            setIsDrawerOpen(true);
          }}
        >
          ☰
        </button>
        <Link to={links.home} className="sm-logo" title={layoutTexts.logoLabel}>
          <span className="sm-logo__mark" aria-hidden="true">
            S
          </span>
          <span className="sm-logo__text">
            <strong>{layoutTexts.siteName}</strong>
            <small>{layoutTexts.tagline}</small>
          </span>
        </Link>
        <div className="sm-header__search">
          <SearchBox />
        </div>
        {/* Phones: posting is one tap from every page, beside the search, as in every classifieds app. */}
        <div className="sm-header__post">
          <PostAdButton className="sm-btn sm-btn--accent sm-header__post-button" onPostAd={onPostAd} label={layoutTexts.postAdShort} />
        </div>
        <div className="sm-header__actions">
          <div className="sm-header__desktop">
            <CategoryMenu />
          </div>
          <div className="sm-header__desktop">
            <PostAdButton onPostAd={onPostAd} />
          </div>
          {extra}
          <UserBlock />
        </div>
      </div>
      {/* Made on the first tap: the category tree is not in every page's HTML. */}
      {hasOpenedDrawer && <MobileDrawer isOpen={isDrawerOpen} onClose={() => setIsDrawerOpen(false)} onPostAd={onPostAd} />}
    </header>
  );
}
