import { Drawer } from 'antd';
import { Link } from 'react-router-dom';
import { displayName, useKnownCurrentUser } from '@/shared/api/auth.api';
import { useGetCategoriesQuery } from '@/shared/api/categories.api';
import { buildCategoryTree, categoryEmoji } from '@/shared/lib/category-tree';
import { links } from '@/shared/lib/paths';
import { AntdProvider } from '@/shared/ui/antd-provider';
import { useLogout } from '../hooks/use-logout';
import { layoutTexts } from '../layout.texts';
import { CategoryTreeList } from './category-tree-list';
import { PostAdButton } from './post-ad-button';

interface MobileDrawerProps {
  isOpen: boolean;
  onClose: () => void;
  onPostAd?: () => void;
}

/** The phone menu: categories, then the account block for users or the login block for guests. */
export function MobileDrawer({ isOpen, onClose, onPostAd }: MobileDrawerProps) {
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
    <AntdProvider>
      <Drawer open={isOpen} onClose={onClose} title={layoutTexts.categories} placement="left" size={320}>
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
      </Drawer>
    </AntdProvider>
  );
}
