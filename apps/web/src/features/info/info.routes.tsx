import { type RouteObject } from 'react-router-dom';
import { paths } from '@/shared/lib/paths';

// Each page is its own chunk: the information pages stay out of the home page's bundle.
export const infoRoutes: RouteObject[] = [
  { path: paths.contact, lazy: async () => ({ Component: (await import('./pages/contact-page')).ContactPage }) },
  { path: paths.safeTrading, lazy: async () => ({ Component: (await import('./pages/safe-trading-page')).SafeTradingPage }) },
  { path: paths.privacy, lazy: async () => ({ Component: (await import('./pages/privacy-page')).PrivacyPage }) },
  { path: paths.terms, lazy: async () => ({ Component: (await import('./pages/terms-page')).TermsPage }) },
  { path: paths.about, lazy: async () => ({ Component: (await import('./pages/about-page')).AboutPage }) },
  { path: paths.photoTips, lazy: async () => ({ Component: (await import('./pages/photo-tips-page')).PhotoTipsPage }) },
  { path: paths.business, lazy: async () => ({ Component: (await import('./pages/business-page')).BusinessPage }) },
  { path: paths.news, lazy: async () => ({ Component: (await import('./pages/news-page')).NewsPage }) },
  { path: paths.cookies, lazy: async () => ({ Component: (await import('./pages/cookies-page')).CookiesPage }) },
];
