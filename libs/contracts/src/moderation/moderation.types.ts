export interface ContentCheckResult {
  allowed: boolean;
  /** The banned words found, as listed in the blacklist, each once. */
  blockedWords: string[];
}

/** Back-office spec 3: the blacklist response is words, an array of strings. */
export interface BannedWordList {
  words: string[];
}

/** GET/POST /api/admin/email-settings (back-office spec 2.12, 3): the operator's mail switches, both on by default. */
export interface EmailSettings {
  emailNotificationAds: boolean;
  emailNotificationUsers: boolean;
}
