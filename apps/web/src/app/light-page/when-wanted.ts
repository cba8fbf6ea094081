/**
 * What only the app does: a button (the menu, a heart, 'Stuur bericht'), a field being typed in, a select, and the
 * links that must go through it (`data-needs-app`: the seller's call and WhatsApp links, after the safety checklist).
 * Other links work as they are, and the next page is a server page again.
 */
const NEEDS_THE_APP = 'button, input, select, textarea, summary, [role="button"], [data-needs-app]';
/** The spots that load their part as they near the screen (shared/ui/when-near-viewport.tsx marks them). */
const LOADS_WHEN_NEAR = '[data-when-near]';
const REACHES = ['pointerdown', 'focusin', 'keydown'] as const;

/**
 * Calls `start` once, when the visitor reaches for something only the app does (a press, a key or focus on it) or scrolls
 * near a part that loads as it comes in. A tap that started it is kept by /early-taps.js and tapped again once the
 * app has taken the page over.
 */
export function whenWanted(start: () => void): void {
  let started = false;
  const observers: IntersectionObserver[] = [];
  const go = () => {
    if (started) return;
    started = true;
    for (const type of REACHES) document.removeEventListener(type, reach, true);
    window.removeEventListener('sm:tap-held', go);
    for (const observer of observers) observer.disconnect();
    start();
  };
  // The search page's box takes the focus itself as the page loads (autofocus): that is not the visitor reaching for
  // it. Typing in it is, and a focus after the visitor has pressed or typed anything.
  let hasActed = false;
  const reach = (event: Event) => {
    if (event.type !== 'focusin') hasActed = true;
    else if (!hasActed && event.target instanceof Element && event.target.hasAttribute('autofocus')) return;
    if (event.target instanceof Element && event.target.closest(NEEDS_THE_APP)) go();
  };
  for (const type of REACHES) document.addEventListener(type, reach, { capture: true, passive: true });
  // A tap /early-taps.js held, perhaps before this script ran.
  window.addEventListener('sm:tap-held', go, { once: true });
  if (document.documentElement.hasAttribute('data-tap-held')) return go();
  for (const spot of document.querySelectorAll(LOADS_WHEN_NEAR)) {
    if (typeof IntersectionObserver === 'undefined') return go();
    // As near as the part itself loads once the app runs (its rootMargin).
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && go(), {
      rootMargin: spot.getAttribute('data-when-near') || '0px',
    });
    observer.observe(spot);
    observers.push(observer);
  }
}
