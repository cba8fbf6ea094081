import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';

/** One MSW server per test file; tests add their handlers with server.use(...). */
export const server = setupServer();

export function startMswServer(): typeof server {
  // An unhandled request is a bug in the page under test, so it fails the test.
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return server;
}
