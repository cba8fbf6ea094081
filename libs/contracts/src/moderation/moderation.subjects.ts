import { natsSubject } from '../common/nats-subject';

export const MODERATION_SUBJECTS = {
  /** Tests a title and description against the banned words (back-office blacklist test, ad checks). */
  checkContent: natsSubject('moderation.check-content'),
  listBannedWords: natsSubject('moderation.list-banned-words'),
  addBannedWords: natsSubject('moderation.add-banned-words'),
  removeBannedWords: natsSubject('moderation.remove-banned-words'),
  /** The back-office login: { password, ip } → AdminLoginResponse. */
  adminLogin: natsSubject('moderation.admin-login'),
  /** Whether an admin token is live: { token } → { live }. */
  adminSession: natsSubject('moderation.admin-session'),
  adminLogout: natsSubject('moderation.admin-logout'),
  /** {} → { defaultPassword: string | null } for the login screen's hint. */
  adminLoginHint: natsSubject('moderation.admin-login-hint'),
  /** The back-office's decision on an ad: DecideAdRequest → { success, message, ad }. */
  decide: natsSubject('moderation.decide'),
  /** The one-click link of the operator's mail: EmailActionDto → { success, message, ad }. */
  emailAction: natsSubject('moderation.email-action'),
  getEmailSettings: natsSubject('moderation.get-email-settings'),
  /** EmailSettingsDto → EmailSettings. */
  saveEmailSettings: natsSubject('moderation.save-email-settings'),
} as const;
