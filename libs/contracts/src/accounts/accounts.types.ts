// The accounts API as the web app and the gateway see it (accounts spec 3 and 7; CONTRACT.md, Users).
// Paths are under /api. A write needs a session (401 for a guest). Errors have the contract's error body.

/** The signed-in user: GET /api/auth/user answers { user } (401 for a guest). */
export interface AccountUser {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  /** The spec's username: the part of the e-mail address before the '@'. */
  username: string;
  phone: string | null;
  location: string | null;
  bio: string | null;
  companyName: string | null;
  profileImageUrl: string | null;
  isEmailVerified: boolean;
  isPhoneVerified: boolean;
  accountType: 'user' | 'business';
  status: 'active' | 'suspended';
  createdAt: string;
  lastLoginAt: string | null;
}

export interface CurrentUserResponse {
  user: AccountUser;
}

/**
 * POST /api/auth/login and POST /api/auth/demo-login: also sets the httpOnly session cookie. The token works as
 * `Authorization: Bearer <token>` for API clients; the web app relies on the cookie and never stores it.
 */
export interface LoginResponse {
  success: true;
  message: string;
  token: string;
  expiresAt: string;
  user: AccountUser;
}

/** POST /api/auth/register: no session yet; the mailed link activates the account (and logs in). */
export interface RegisterResponse {
  success: true;
  needsVerification: true;
  message: string;
}

/** POST /api/auth/verify-email { token }: activates the account and logs in (sets the cookie). */
export interface VerifyEmailResponse {
  success: true;
  autoLogin: true;
  message: string;
  user: AccountUser;
}

/** Answers of the writes that only confirm (forgot, reset, change password, resend, logout, notifications...). */
export interface MessageResponse {
  success: true;
  message: string;
}

/** GET /api/auth/demo-login: true outside production, where POST logs in as the demo user. */
export interface DemoLoginAvailability {
  available: boolean;
}

/** PUT /api/profile and POST /api/auth/verify-phone with a code answer the updated user. */
export interface UserUpdatedResponse {
  success: true;
  message: string;
  user: AccountUser;
}

/** GET /api/auth/notifications; POST /api/auth/notifications takes and answers the same (spec defaults: on, on, off). */
export interface NotificationSettings {
  emailNotifications: boolean;
  pushNotifications: boolean;
  marketingEmails: boolean;
}

/*
 * The calls, for reference (bodies are the DTOs in accounts.dto.ts):
 * POST /api/auth/register              { firstName, lastName, email, password, confirmPassword, phone?, location? } → 201 RegisterResponse
 * POST /api/auth/verify-email          { token }                                   → VerifyEmailResponse (the mailed link is
 * /email-verified?token=...)
 *   POST /api/auth/resend-verification   (session)                                   → MessageResponse
 *   POST /api/auth/login                 { email, password }                         → LoginResponse | 401 loginFailed | 429 loginThrottled
 *   POST /api/auth/demo-login            (outside production only; 404 in production) → LoginResponse for the demo user
 *   GET  /api/auth/demo-login            → DemoLoginAvailability (the login page shows the demo hint only when available)
 *   POST /api/logout, /api/auth/logout   (session or none)                           → MessageResponse, cookie cleared, session ended
 *   GET  /api/auth/user                  (session)                                   → CurrentUserResponse | 401
 * POST /api/auth/forgot-password       { email }                                   → MessageResponse (the same whether or not the e-mail
 * exists)
 * POST /api/auth/reset-password        { token, newPassword, confirmPassword }     → MessageResponse | 400 resetLinkInvalid (the mailed
 * link is /reset-password?token=...)
 *   POST /api/auth/change-password       (session) { currentPassword, newPassword, confirmPassword } → MessageResponse
 * PUT  /api/profile                    (session) { firstName, lastName, email, phone?, location, bio?, companyName? } → UserUpdatedResponse
 *   POST /api/auth/verify-phone          (session) { phone } → MessageResponse (code sent); { phone, code } → UserUpdatedResponse
 *   GET  /api/auth/notifications         (session)                                   → NotificationSettings
 *   POST /api/auth/notifications         (session) NotificationSettings              → NotificationSettings
 * POST /api/auth/delete-account        (session) { password }                      → MessageResponse; data removed, ads offline, every
 * session ended
 */
