/** Why a pending ad was scored: each code has its Dutch text in RISK_REASON_TEXTS. */
export type RiskReasonCode =
  | 'duplicate_photo'
  | 'known_fraud_photo'
  | 'shared_phone'
  | 'blocked_phone'
  | 'price_outlier'
  | 'new_account'
  | 'external_link'
  | 'banned_words';

export const RISK_REASON_CODES: readonly RiskReasonCode[] = [
  'duplicate_photo',
  'known_fraud_photo',
  'shared_phone',
  'blocked_phone',
  'price_outlier',
  'new_account',
  'external_link',
  'banned_words',
];

/** The other ad a photo of this one was found in: shown side by side in the back-office. */
export interface DuplicatePhoto {
  photo: string;
  otherAdId: number;
  otherPhoto: string;
  /** Bits that differ between the two 64-bit perceptual hashes (0: the same picture). */
  distance: number;
}

/** GET /api/admin/ads?status=pending: each pending ad's risk, 0-100, with its reasons (contract 'Risk'). */
export interface AdRisk {
  score: number;
  reasons: RiskReasonCode[];
  duplicates: DuplicatePhoto[];
}

/**
 * What the ads-service knows about a submitted ad for its risk (it owns ads, photos, phones and prices); the
 * moderation-service adds the account's age, blocked accounts and its own decisions and scores it.
 */
export interface AdRiskSignals {
  duplicates: (DuplicatePhoto & { otherUserId: string })[];
  /** Other accounts whose ads carry the same contact phone, and their ads with it. */
  phoneSharedWith: { userIds: string[]; adIds: number[] };
  /** The ad's price and the median of the newest similar ads by others, both in EUR cents; null without a price or sample. */
  price: { eurCents: number; medianEurCents: number; sample: number } | null;
  /** Other ads whose photo or phone an upheld scam report took offline. */
  reportedAdIds: number[];
}

export type RiskAction = 'hold' | 'reject';

/** The operator's choice for an ad at or above the threshold: hold it for review (default) or reject it with reason. */
export interface RiskSettings {
  threshold: number;
  action: RiskAction;
  rejectReason: string;
}

/** Per reason: the ads it held this week, and how many of those the operator then approved (false alarms). */
export interface RiskReasonStats {
  reasons: { reason: RiskReasonCode; held: number; approved: number }[];
}

export interface MessageWarningPatterns {
  patterns: string[];
}
