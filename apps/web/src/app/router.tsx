import { type ComponentType } from 'react';
import { type RouteObject } from 'react-router-dom';
import { authRoutes } from '@/features/auth/auth.routes';
import { businessRoutes } from '@/features/business/business.routes';
import { infoRoutes } from '@/features/info/info.routes';
import { savedSearchesRoutes } from '@/features/saved-searches/saved-searches.routes';
import { profileRoutes } from './profile-routes';
import type { PageData } from '@/shared/api/page-data';
import { RootLayout } from './root-layout';
import { paths } from '@/shared/lib/paths';

/**
 * Each page is its own chunk (React Router's lazy routes): a public page loads no other page's code. A public page's
 * data (its `handle`, shared/api/page-data.ts) is only for the server renderer, which loads it beside the page; the
 * browser does not wait for it (`import.meta.env.SSR` is false there) before it takes the page over.
 */
function page(component: () => Promise<ComponentType>, data?: () => Promise<PageData>): NonNullable<RouteObject['lazy']> {
  return async () => {
    const [Component, handle] = await Promise.all([component(), import.meta.env.SSR ? data?.() : undefined]);
    return handle ? { Component, handle } : { Component };
  };
}

const categoryPage = page(
  async () => (await import('@/features/ads/pages/category-page')).CategoryPage,
  async () => (await import('@/features/ads/pages/category.page-data')).categoryPageData((params) => params.slug ?? ''),
);
const recentlyViewedPage = async () => ({
  Component: (await import('@/features/recently-viewed/pages/recently-viewed-page')).RecentlyViewedPage,
});

export const routes: RouteObject[] = [
  // The back-office has its own frame (no public header or footer) and its own chunk.
  { path: paths.admin, lazy: async () => ({ Component: (await import('@/features/admin/pages/admin-page')).AdminPage }) },
  {
    element: <RootLayout />,
    children: [
      {
        path: paths.home,
        lazy: page(
          async () => (await import('./home-route')).HomeRoute,
          async () => (await import('@/features/ads/components/home/home.page-data')).homePageData,
        ),
      },
      { path: paths.category, lazy: categoryPage },
      { path: paths.categoryEnglish, lazy: categoryPage },
      {
        path: paths.autos,
        lazy: page(
          async () => (await import('@/features/ads/pages/autos-page')).AutosPage,
          async () => (await import('@/features/ads/pages/category.page-data')).categoryPageData(() => 'autos'),
        ),
      },
      {
        path: paths.featured,
        lazy: page(
          async () => (await import('@/features/ads/pages/featured-page')).FeaturedPage,
          async () => (await import('@/features/ads/pages/lists.page-data')).featuredPageData,
        ),
      },
      {
        path: paths.recommended,
        lazy: page(
          async () => (await import('@/features/ads/pages/recommended-page')).RecommendedPage,
          async () => (await import('@/features/ads/pages/lists.page-data')).recommendedPageData,
        ),
      },
      {
        path: paths.newest,
        lazy: page(
          async () => (await import('@/features/ads/pages/newest-page')).NewestPage,
          async () => (await import('@/features/ads/pages/lists.page-data')).newestPageData,
        ),
      },
      { path: paths.bunkopu, lazy: page(async () => (await import('@/features/ads/pages/bunkopu-page')).BunkopuPage) },
      {
        path: paths.search,
        lazy: page(
          async () => (await import('@/features/search/pages/search-page')).SearchPage,
          async () => (await import('@/features/search/pages/search.page-data')).searchPageData,
        ),
      },
      {
        path: paths.ad,
        lazy: page(
          async () => (await import('./ad-route')).AdRoute,
          async () => (await import('./ad-route.page-data')).adRoutePageData,
        ),
      },
      { path: paths.seller, lazy: async () => ({ Component: (await import('./seller-route')).SellerRoute }) },
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
          ...savedSearchesRoutes,
          { path: paths.notFound, lazy: async () => ({ Component: (await import('@/features/info/pages/not-found-page')).NotFoundPage }) },
        ],
      },
    ],
  },
];
