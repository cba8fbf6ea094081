import { type PaymentProviderName } from '../billing/billing.types';
import { type EmailSettings } from '../moderation/moderation.types';

// Back-office access (back-office spec 2.2, 6; CONTRACT.md "Back-office"). The password is checked on the server.
//   POST /api/admin/login  { password }  → AdminLoginResponse (token valid 24 hours) | 401 wrongPassword | 429
//   POST /api/admin/logout (admin-token) → { success, message }
// Every /api/admin/* call needs the header `admin-token` with a live token, else 401.
// /api/cron/{job} needs a live admin token, or `Authorization: Bearer <CRON_SECRET>` for the scheduler.
// The one-click link in the operator's e-mail is /admin?action=approve|reject&id=N&sig=..., signed with
// SESSION_SECRET, expiring after 7 days and usable once; the page sends it to
//   POST /api/admin/email-action { action, id, sig } (admin-token) → { success, message, ad }.

export interface AdminLoginResponse {
  token: string;
  expiresAt: string;
}

export type EmailLinkAction = 'approve' | 'reject';

/** GET /api/admin/settings: the site as configured (back-office spec 7). */
export interface AdminSettings {
  siteName: string;
  publicUrl: string;
  email: EmailSettings;
  payments: { provider: PaymentProviderName };
}
