import { http, HttpResponse } from 'msw';
import { categoriesFixture, makeFacets } from './fixtures';

/** What every page of the layout asks for: categories, the (guest) user and analytics. */
export const layoutHandlers = [
  http.get('*/api/categories', () => HttpResponse.json(categoriesFixture)),
  http.get('*/api/auth/user', () => HttpResponse.json({ statusCode: 401, message: 'Niet ingelogd' }, { status: 401 })),
  http.post('*/api/analytics/batch', () => new HttpResponse(null, { status: 204 })),
  // The header's messages badge, for a logged-in user.
  http.get('*/api/conversations', () => HttpResponse.json({ conversations: [], unreadTotal: 0 })),
  // Today's EUR/SRD rate (the ad page and the post-ad form).
  http.get('*/api/exchange-rate', () => HttpResponse.json({ eurToSrd: 40, date: '2026-11-27' })),
  // The counts beside the filters of the category and search pages.
  http.get('*/api/ads/facets', () => HttpResponse.json(makeFacets())),
];
