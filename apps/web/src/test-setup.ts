import '@testing-library/jest-dom/vitest';

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
