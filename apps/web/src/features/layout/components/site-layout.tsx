import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { CategoryBar } from './category-bar';
import { Footer } from './footer';
import { Header } from './header';
import { LogoutNotice } from './logout-notice';
import './layout.css';

/**
 * Header, category bar and footer around every public page. headerExtra sits in the header beside the user's menu
 * (app/ puts the messages badge there, from a feature the layout does not know).
 */
export function SiteLayout({ children, onPostAd, headerExtra }: { children: ReactNode; onPostAd?: () => void; headerExtra?: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <div className="sm-app">
      <Header onPostAd={onPostAd} extra={headerExtra} />
      <CategoryBar />
      <main className="sm-main sm-container">{children}</main>
      <Footer />
      {pathname === '/' && <LogoutNotice />}
    </div>
  );
}
