import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useTrack } from '@/shared/hooks/use-track';
import { ranAtPageStart } from '@/shared/lib/page-start-effects';

/** One page_view per visited address. */
export function PageViewTracker() {
  const { pathname } = useLocation();
  const track = useTrack();
  useEffect(() => {
    if (ranAtPageStart('page_view')) return;
    track('page_view', { page: pathname });
  }, [pathname, track]);
  return null;
}
