import { PAGE_ROUTES } from '@surimarkt/contracts/texts';
import type { RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { routes } from './router';

function pathsOf(list: RouteObject[]): string[] {
  return list.flatMap((route) => [...(route.path && route.path !== '*' ? [route.path] : []), ...pathsOf(route.children ?? [])]);
}

// The gateway answers 404 (noindex) for any path outside PAGE_ROUTES: a page added to the router must be listed there.
describe('page routes', () => {
  it("are exactly the router's paths", () => {
    expect([...pathsOf(routes)].sort()).toEqual([...PAGE_ROUTES].sort());
  });
});
