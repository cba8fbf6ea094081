import { Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { PageViewTracker } from '../features/analytics/components/page-view-tracker';
import { SiteLayout } from '../features/layout/components/site-layout';
import { SkeletonGrid } from '../shared/ui/skeleton-grid';

/** The frame of every public page: layout, page-view analytics, scroll restoration. */
export function RootLayout() {
  return (
    <SiteLayout>
      <PageViewTracker />
      <ScrollRestoration />
      <Suspense fallback={<SkeletonGrid count={8} />}>
        <Outlet />
      </Suspense>
    </SiteLayout>
  );
}
