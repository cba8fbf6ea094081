import { useEffect, useId, useRef } from 'react';
import { Link } from 'react-router-dom';
import { displayName, useKnownCurrentUser } from '@/shared/api/auth.api';
import { useGetCategoriesQuery } from '@/shared/api/categories.api';
import { buildCategoryTree, categoryEmoji } from '@/shared/lib/category-tree';
import { links } from '@/shared/lib/paths';
import { useLogout } from '../hooks/use-logout';
import { layoutTexts } from '../layout.texts';
import { CategoryTreeList } from './category-tree-list';
import { PostAdButton } from './post-ad-button';

interface MobileDrawerProps {
  isOpen: boolean;
  onClose: () => void;
  onPostAd?: () => void;
}

/**
 * The phone menu: categories, then the account block for users or the login block for guests. A native modal
 * <dialog> (focus kept inside, Escape closes, the page behind inert) sliding in from the left: antd's Drawer cost a
 * guest's first tap on the menu a second of loading and parsing on a slowed phone (docs/benchmarks.md).
 */
export function MobileDrawer({ isOpen, onClose, onPostAd }: MobileDrawerProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (isOpen && !dialog.open) dialog.showModal?.();
    else if (!isOpen && dialog.open) dialog.close();
  }, [isOpen]);
  // The form opens over the page, not behind a menu that stays open.
  const postAd =
    onPostAd &&
    (() => {
      onClose();
      onPostAd();
    });
  const { data: categories } = useGetCategoriesQuery();
  const { data: user } = useKnownCurrentUser();
  const logout = useLogout();
  return (
    <dialog
      ref={dialogRef}
      className="sm-side-drawer"
      aria-labelledby={titleId}
      onClose={onClose}
      // A tap beside the panel lands on the dialog itself (its backdrop): it closes the menu.
      onClick={(event) => event.target === event.currentTarget && onClose()}
    >
      <div className="sm-side-drawer__panel">
        <div className="sm-side-drawer__head">
          <h2 id={titleId}>{layoutTexts.categories}</h2>
          <button type="button" className="sm-btn sm-btn--ghost" aria-label={layoutTexts.closeMenu} onClick={onClose}>
            ✕
          </button>
        </div>
        <nav aria-label={layoutTexts.categories} className="sm-drawer">
          <Link className="sm-catmenu__all" to={links.home} onClick={onClose}>
            {layoutTexts.allCategories}
          </Link>
          <CategoryTreeList tree={buildCategoryTree(categories ?? [])} emojiFor={categoryEmoji} onNavigate={onClose} />
          <div className="sm-drawer__account">
            {user ? (
              <>
                <p className="sm-drawer__user">👤 {displayName(user)}</p>
                <Link className="sm-btn" to={links.profileMobile} onClick={onClose}>
                  {layoutTexts.myAccount}
                </Link>
                <Link className="sm-btn" to={links.profile} onClick={onClose}>
                  {layoutTexts.myProfile}
                </Link>
                <PostAdButton onPostAd={postAd} />
                <button
                  type="button"
                  className="sm-btn"
                  onClick={() => {
                    onClose();
                    void logout();
                  }}
                >
                  {layoutTexts.logout}
                </button>
              </>
            ) : (
              <>
                <Link className="sm-btn sm-btn--primary" to={links.auth} onClick={onClose}>
                  {layoutTexts.loginRegisterMobile}
                </Link>
                <PostAdButton onPostAd={postAd} />
              </>
            )}
          </div>
        </nav>
      </div>
    </dialog>
  );
}
