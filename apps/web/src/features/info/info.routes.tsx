import { type RouteObject } from 'react-router-dom';

// Each page is its own chunk: the information pages stay out of the home page's bundle.
export const infoRoutes: RouteObject[] = [
  { path: '/contact', lazy: async () => ({ Component: (await import('./pages/contact-page')).ContactPage }) },
  { path: '/veilig-handelen', lazy: async () => ({ Component: (await import('./pages/safe-trading-page')).SafeTradingPage }) },
  { path: '/privacy', lazy: async () => ({ Component: (await import('./pages/privacy-page')).PrivacyPage }) },
  { path: '/algemene-voorwaarden', lazy: async () => ({ Component: (await import('./pages/terms-page')).TermsPage }) },
  { path: '/over-ons', lazy: async () => ({ Component: (await import('./pages/about-page')).AboutPage }) },
  { path: '/verkoopfotos-maken', lazy: async () => ({ Component: (await import('./pages/photo-tips-page')).PhotoTipsPage }) },
  { path: '/zakelijk', lazy: async () => ({ Component: (await import('./pages/business-page')).BusinessPage }) },
  { path: '/nieuws', lazy: async () => ({ Component: (await import('./pages/news-page')).NewsPage }) },
  { path: '/cookies', lazy: async () => ({ Component: (await import('./pages/cookies-page')).CookiesPage }) },
];
