import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useTrack } from '@/shared/hooks/use-track';

/** One page_view per visited address. */
export function PageViewTracker() {
  const { pathname } = useLocation();
  const track = useTrack();
  useEffect(() => {
    track('page_view', { page: pathname });
  }, [pathname, track]);
  return null;
}
