/**
 * A search box submitted blank does nothing (spec: no navigation, no call). The search forms are plain GET forms, so
 * on a guest's page, before the app has taken it over, the browser would go to the results page for nothing; the
 * app's own handlers keep the same rule once it runs.
 */
export function ignoreBlankSearches(): void {
  document.addEventListener('submit', (event) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || form.getAttribute('role') !== 'search') return;
    const term = form.elements.namedItem('q');
    if (term instanceof HTMLInputElement && !term.value.trim()) event.preventDefault();
  });
}
