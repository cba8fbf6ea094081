// The part of the contracts the web app may import as values: plain texts and rules, no class-validator
// decorators (those would pull the validation library into the browser bundle). Types come from the index.
export * from './accounts/accounts.messages';
export * from './accounts/password-rules';
export * from './pages/page-routes';
export * from './ads/ads.constants';
export * from './ads/ads.errors';
export * from './sale/sale.messages';
export * from './reviews/reviews.messages';
export * from './reviews/reviews.types';
export * from './contact/contact.messages';
export * from './favourites/favourites.messages';
export * from './common/validation-messages';
export * from './ads/ad-writes.messages';
export * from './admin/admin.messages';
export * from './admin/admin-users.messages';
export * from './admin/audit-labels';
export * from './categories/category-admin.messages';
export * from './drafts/drafts.types';
export * from './bids/bids.types';
export * from './seo/seo-report';
export * from './filters/filters.messages';
export * from './billing/billing.messages';
export * from './billing/billing.types';
export * from './analytics/analytics-periods';
export * from './analytics/activity-batch';
export * from './conversations/conversations.messages';
