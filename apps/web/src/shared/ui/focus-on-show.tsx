import { type ReactNode, useEffect, useRef } from 'react';

/**
 * Wraps a message that replaces a form (a registration's success, a payment's result): when it appears it is
 * scrolled to the middle of the screen and focused, so a phone user sees it and a screen reader reads it, instead of
 * it landing under the sticky header or above the fold.
 */
export function FocusOnShow({ children, label }: { children: ReactNode; label?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.scrollIntoView({ block: 'center' });
    ref.current?.focus({ preventScroll: true });
  }, []);
  return (
    <div ref={ref} tabIndex={-1} aria-label={label} className="sm-focus-on-show">
      {children}
    </div>
  );
}
