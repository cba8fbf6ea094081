import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { CategoryBar } from './category-bar';
import { Footer } from './footer';
import { Header } from './header';
import { LogoutNotice } from './logout-notice';
import './layout.css';

/** Header, category bar and footer around every public page. */
export function SiteLayout({ children, onPostAd }: { children: ReactNode; onPostAd?: () => void }) {
  const { pathname } = useLocation();
  return (
    <div className="sm-app">
      <Header onPostAd={onPostAd} />
      <CategoryBar />
      <main className="sm-main sm-container">{children}</main>
      <Footer />
      {pathname === '/' && <LogoutNotice />}
    </div>
  );
}
