import { type RouteObject } from 'react-router-dom';
import { authRoutes } from '../features/auth/auth.routes';
import { businessRoutes } from '../features/business/business.routes';
import { infoRoutes } from '../features/info/info.routes';
import { profileRoutes } from '../features/profile/profile.routes';
import { RootLayout } from './root-layout';
import { paths } from './paths';

// Each page is its own chunk (React Router's lazy routes): a public page loads no other page's code.
const categoryPage = async () => ({
  Component: (await import('../features/ads/pages/category-page')).CategoryPage,
  handle: (await import('../features/ads/pages/category.page-data')).categoryPageData((params) => params.slug ?? ''),
});
const recentlyViewedPage = async () => ({ Component: (await import('../features/recently-viewed/pages/recently-viewed-page')).RecentlyViewedPage });

export const routes: RouteObject[] = [
  // The back-office has its own frame (no public header or footer) and its own chunk.
  { path: '/admin', lazy: async () => ({ Component: (await import('../features/admin/pages/admin-page')).AdminPage }) },
  {
    element: <RootLayout />,
    children: [
      // A public page's `handle` names its data for the server renderer (shared/api/page-data.ts).
      { path: paths.home, lazy: async () => ({ Component: (await import('./home-route')).HomeRoute, handle: (await import('../features/ads/components/home/home.page-data')).homePageData }) },
      { path: paths.category, lazy: categoryPage },
      { path: paths.categoryEnglish, lazy: categoryPage },
      {
        path: paths.autos,
        lazy: async () => ({
          Component: (await import('../features/ads/pages/autos-page')).AutosPage,
          handle: (await import('../features/ads/pages/category.page-data')).categoryPageData(() => 'autos'),
        }),
      },
      { path: paths.featured, lazy: async () => ({ Component: (await import('../features/ads/pages/featured-page')).FeaturedPage, handle: (await import('../features/ads/pages/lists.page-data')).featuredPageData }) },
      { path: paths.recommended, lazy: async () => ({ Component: (await import('../features/ads/pages/recommended-page')).RecommendedPage, handle: (await import('../features/ads/pages/lists.page-data')).recommendedPageData }) },
      { path: paths.newest, lazy: async () => ({ Component: (await import('../features/ads/pages/newest-page')).NewestPage, handle: (await import('../features/ads/pages/lists.page-data')).newestPageData }) },
      { path: paths.bunkopu, lazy: async () => ({ Component: (await import('../features/ads/pages/bunkopu-page')).BunkopuPage }) },
      { path: paths.search, lazy: async () => ({ Component: (await import('../features/search/pages/search-page')).SearchPage, handle: (await import('../features/search/pages/search.page-data')).searchPageData }) },
      { path: paths.ad, lazy: async () => ({ Component: (await import('../features/ads/pages/ad-detail-page')).AdDetailPage, handle: (await import('../features/ads/pages/ad-detail.page-data')).adDetailPageData }) },
      { path: paths.recentlyViewed, lazy: recentlyViewedPage },
      { path: paths.recentlyViewedDutch, lazy: recentlyViewedPage },
      {
        // The information pages and the not-found page use antd: it loads with them, not with the home page.
        lazy: async () => ({ Component: (await import('./antd-outlet')).AntdOutlet }),
        children: [
          ...infoRoutes,
          ...authRoutes,
          ...profileRoutes,
          ...businessRoutes,
          { path: paths.notFound, lazy: async () => ({ Component: (await import('../features/info/pages/not-found-page')).NotFoundPage }) },
        ],
      },
    ],
  },
];
