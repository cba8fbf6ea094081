/**
 * Registers the service worker (src/service-worker.js, built to /sw.js) once the page has loaded, so that the shell it
 * downloads never competes with the page's own files on a slow line.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  // A failed registration (a private window, an old browser) only means no offline copies.
  const register = () => void navigator.serviceWorker.register('/sw.js').catch(() => undefined);
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
