import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Vitest runs without globals, so Testing Library cannot register its own cleanup between tests.
afterEach(() => cleanup());

// jsdom lacks matchMedia and ResizeObserver, which antd calls; inert stubs are enough for tests.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

if (!window.ResizeObserver) {
  window.ResizeObserver = class {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  };
}

// Node's Request (kept by vitest's jsdom environment) rejects relative URLs, which a browser resolves against the
// page; RTK Query's fetchBaseQuery builds `new Request('/api/...')`, so resolve against jsdom's location as a browser would.
const NodeRequest = globalThis.Request;
if (!('isRelativeAware' in NodeRequest)) {
  globalThis.Request = class extends NodeRequest {
    static isRelativeAware = true;
    constructor(input: RequestInfo | URL, init?: RequestInit) {
      super(typeof input === 'string' ? new URL(input, window.location.href) : input, init);
    }
  };
}
