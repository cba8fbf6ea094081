import { useEffect, useRef, useState, type ReactNode } from 'react';
import { isOnServerPage } from '../lib/hydration';

interface WhenNearViewportProps {
  /** Shown (and observed) until the spot comes within rootMargin of the screen. */
  fallback: ReactNode;
  children: ReactNode;
  rootMargin?: string;
}

/**
 * Mounts children only once their spot nears the screen. Home's lower sections then neither render their cards nor
 * call the API while a phone is still busy with what it shows first. Without IntersectionObserver it renders at once,
 * and so it does on the server and on the page the server rendered (the HTML has the sections already).
 */
export function WhenNearViewport({ fallback, children, rootMargin = '400px 0px' }: WhenNearViewportProps) {
  const spotRef = useRef<HTMLDivElement>(null);
  const [isNear, setIsNear] = useState(() => typeof IntersectionObserver === 'undefined' || isOnServerPage());
  useEffect(() => {
    const spot = spotRef.current;
    if (isNear || !spot) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setIsNear(true);
    }, { rootMargin });
    observer.observe(spot);
    return () => observer.disconnect();
  }, [isNear, rootMargin]);
  if (isNear) return <>{children}</>;
  return <div ref={spotRef}>{fallback}</div>;
}
