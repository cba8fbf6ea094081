// Whether the page on screen is still the one the server rendered. Components that would show less at first in a
// browser-rendered page (WhenNearViewport) keep what the server already put in the HTML while this is true.
let isServerPage = false;

export function setServerPage(value: boolean): void {
  isServerPage = value;
}

export function isOnServerPage(): boolean {
  return isServerPage;
}
