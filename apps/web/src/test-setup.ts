import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy*/waitFor wait 1 s by default; in a full `npm test` (lint, typecheck, jest and vitest side by side on two cores) a
// page sometimes takes longer to settle. 5 s keeps a real failure fast enough and a slow machine from failing.
configure({ asyncUtilTimeout: 5000 });

// jsdom lacks a few browser APIs antd relies on; minimal stand-ins keep components rendering in tests.
if (!('ResizeObserver' in globalThis)) {
  class ResizeObserverStandIn {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  }
  (globalThis as { ResizeObserver?: unknown }).ResizeObserver = ResizeObserverStandIn;
}
if (typeof window !== 'undefined' && !window.matchMedia) {
  window.matchMedia = (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  });
}
if (typeof window !== 'undefined' && !window.scrollTo.toString().includes('standIn')) {
  // jsdom's scrollTo only logs "not implemented"; ScrollRestoration calls it on every navigation.
  window.scrollTo = function standIn() {} as typeof window.scrollTo;
}

if (typeof Element !== 'undefined' && !Element.prototype.scrollIntoView) {
  // jsdom has no layout, so no scrollIntoView; forms and messages scroll themselves into view (FocusOnShow, antd's
  // scrollToFirstError).
  Element.prototype.scrollIntoView = function standIn() {};
}
if (typeof Element !== 'undefined' && !Element.prototype.scroll) {
  // antd's scrollToFirstError scrolls the form's scrolling ancestors with element.scroll().
  Element.prototype.scroll = function standIn() {} as typeof Element.prototype.scroll;
}

// Vitest runs without globals, so Testing Library cannot register its own cleanup between tests.
afterEach(() => cleanup());

// Node's Request rejects relative URLs that a browser resolves against the page; RTK Query builds
// `new Request('/api/...')`, so resolve against jsdom's location as a browser would.
const NodeRequest = globalThis.Request;
if (typeof window !== 'undefined' && !('isRelativeAware' in NodeRequest)) {
  globalThis.Request = class extends NodeRequest {
    static isRelativeAware = true;
    constructor(input: RequestInfo | URL, init?: RequestInit) {
      super(typeof input === 'string' ? new URL(input, window.location.href) : input, init);
    }
  };
}

// jsdom does not implement pseudo-element styles (antd's Modal asks for the scrollbar's); answer with the element's.
if (typeof window !== 'undefined') {
  const getStyle = window.getComputedStyle.bind(window);
  window.getComputedStyle = ((element: Element) => getStyle(element)) as typeof window.getComputedStyle;
}

// A session marker cookie set by one test (testing/session.ts) must not make the next test a logged-in user.
afterEach(() => {
  if (typeof document !== 'undefined') document.cookie = 'sm_has_session=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
});
