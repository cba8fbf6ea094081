import { natsSubject } from '../common/nats-subject';

// Requests the gateway sends to the accounts-service. Calls on a user's behalf carry the session's userId,
// resolved by the gateway from the cookie or bearer token, never taken from the browser.
export const ACCOUNT_SUBJECTS = {
  register: natsSubject('accounts.register'),
  /** BusinessAccountRequest (validated by the gateway) → LoginResponse: the account, logged in. */
  registerBusiness: natsSubject('accounts.register-business'),
  verifyEmail: natsSubject('accounts.verify-email'),
  resendVerification: natsSubject('accounts.resend-verification'),
  login: natsSubject('accounts.login'),
  demoLogin: natsSubject('accounts.demo-login'),
  /** The user of a live session token, or null. */
  session: natsSubject('accounts.session'),
  logout: natsSubject('accounts.logout'),
  forgotPassword: natsSubject('accounts.forgot-password'),
  resetPassword: natsSubject('accounts.reset-password'),
  changePassword: natsSubject('accounts.change-password'),
  updateProfile: natsSubject('accounts.update-profile'),
  verifyPhone: natsSubject('accounts.verify-phone'),
  getNotifications: natsSubject('accounts.get-notifications'),
  setNotifications: natsSubject('accounts.set-notifications'),
  deleteAccount: natsSubject('accounts.delete-account'),
} as const;
