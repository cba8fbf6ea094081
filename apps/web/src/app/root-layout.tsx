import { Suspense, useEffect, useState } from 'react';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { PageViewTracker } from '@/features/analytics/components/page-view-tracker';
import { SiteLayout } from '@/features/layout/components/site-layout';
import { MessagesBadge } from '@/features/messages/components/messages-badge';
import { OfflineNotice } from '@/features/offline/components/offline-notice';
import { OfflineVisitor } from '@/features/offline/components/offline-visitor';
import { LazyPostAdModal } from '@/features/post-ad/components/lazy-post-ad-modal';
import { PushWorkerMessages } from '@/features/push/components/push-worker-messages';
import { hasSessionMarker } from '@/shared/lib/session-marker';
import { ReleaseServerQueries } from '@/shared/api/hold-server-queries';
import { hasDraftToLoad } from '@/shared/lib/draft-loader';
import { OPEN_POST_AD_EVENT, openPostAd } from '@/shared/lib/post-ad-opener';
import { SkeletonGrid } from '@/shared/ui/skeleton-grid';

/**
 * The frame of every public page: layout, page-view analytics, scroll restoration, the offline notice (and who is
 * visiting, for the service worker's copies), what the worker says about pushes, and the one post-ad modal.
 */
export function RootLayout() {
  const [isPostAdOpen, setPostAdOpen] = useState(false);
  // Mounted once opened, and kept: closing and reopening keeps what was typed until it is posted.
  const [hasPostAd, setHasPostAd] = useState(false);
  useEffect(() => {
    const open = () => {
      setHasPostAd(true);
      setPostAdOpen(true);
    };
    window.addEventListener(OPEN_POST_AD_EVENT, open);
    // A draft loaded in the last 5 minutes (then the page was reloaded) opens the form again for a logged-in user.
    if (hasSessionMarker() && hasDraftToLoad()) open();
    return () => window.removeEventListener(OPEN_POST_AD_EVENT, open);
  }, []);
  // One boundary around the whole page: React takes over server-rendered HTML inside a boundary in slices of a few
  // milliseconds (answering taps in between), instead of in one long task that froze a cheap phone for half a second.
  return (
    <Suspense fallback={null}>
      <SiteLayout onPostAd={openPostAd} headerExtra={<MessagesBadge />}>
        <PageViewTracker />
        <OfflineVisitor />
        <PushWorkerMessages />
        <ScrollRestoration />
        <Suspense fallback={<SkeletonGrid count={8} />}>
          <Outlet />
          <ReleaseServerQueries />
        </Suspense>
        <OfflineNotice />
        {hasPostAd && (
          <Suspense fallback={null}>
            <LazyPostAdModal isOpen={isPostAdOpen} onClose={() => setPostAdOpen(false)} />
          </Suspense>
        )}
      </SiteLayout>
    </Suspense>
  );
}
