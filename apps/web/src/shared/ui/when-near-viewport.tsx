import { useEffect, useRef, useState, type ReactNode } from 'react';

interface WhenNearViewportProps {
  /** Shown (and observed) until the spot comes within rootMargin of the screen. */
  fallback: ReactNode;
  children: ReactNode;
  rootMargin?: string;
}

/**
 * Mounts children only once their spot nears the screen. Home's lower sections then neither render their cards nor
 * call the API while a phone is still busy with what it shows first. The server renders the fallback too: the page's
 * HTML stays small, and the browser hydrates a placeholder instead of every card. In a browser without
 * IntersectionObserver it renders at once.
 */
export function WhenNearViewport({ fallback, children, rootMargin = '400px 0px' }: WhenNearViewportProps) {
  const spotRef = useRef<HTMLDivElement>(null);
  const [isNear, setIsNear] = useState(() => typeof window !== 'undefined' && typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const spot = spotRef.current;
    if (isNear || !spot) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setIsNear(true);
      },
      { rootMargin },
    );
    observer.observe(spot);
    return () => observer.disconnect();
  }, [isNear, rootMargin]);
  if (isNear) return <>{children}</>;
  // The margin is also read by a guest's light page (app/light-page/when-wanted.ts), which starts the app for it.
  return (
    <div ref={spotRef} data-when-near={rootMargin}>
      {fallback}
    </div>
  );
}
