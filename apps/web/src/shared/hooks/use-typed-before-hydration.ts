import { type RefObject, useEffect } from 'react';

/**
 * A controlled field of a server-rendered page may have been typed in (or a select chosen) before the app took the
 * page over: a guest's light page starts the app only when they reach for a field (app/light-page). React keeps
 * what the browser shows; this hands it to the component's state once mounted, as if it had been typed after.
 */
export function useTypedBeforeHydration(
  ref: RefObject<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement | null>,
  value: string,
  apply: (typed: string) => void,
): void {
  useEffect(() => {
    const typed = ref.current?.value;
    if (typed !== undefined && typed !== value) apply(typed);
    // Once, at mount: later changes go through the field's onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
