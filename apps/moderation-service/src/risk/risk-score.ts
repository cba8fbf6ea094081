import { type AdRiskSignals, type DuplicatePhoto, type RiskReasonCode } from '@surimarkt/contracts';
import { hasExternalContact } from './external-contact';

/** What each reason adds to the score (capped at 100): a reason known from fraud weighs more than a coincidence. */
export const RISK_WEIGHTS: Record<RiskReasonCode, number> = {
  duplicate_photo: 45,
  known_fraud_photo: 30,
  shared_phone: 25,
  blocked_phone: 35,
  price_outlier: 30,
  new_account: 15,
  external_link: 20,
  banned_words: 40,
};

/** A price below this share of the similar ads' median is too good to be true. */
export const PRICE_OUTLIER_SHARE = 0.4;
const NEW_ACCOUNT_MS = 24 * 60 * 60 * 1000;

export interface RiskInput {
  title: string;
  description: string;
  bannedWords: string[];
  /** The ads-service's signals; null when it could not be asked. */
  signals: AdRiskSignals | null;
  /** When the owner's account was made; null when unknown. */
  ownerCreatedAt: Date | null;
  now: Date;
  /** What earlier decisions taught: suspended accounts, and ads rejected for fraud or for an upheld scam report. */
  blockedUserIds: ReadonlySet<string>;
  fraudAdIds: ReadonlySet<number>;
}

export interface RiskResult {
  score: number;
  reasons: RiskReasonCode[];
  duplicates: DuplicatePhoto[];
}

/** The score of a pending ad, 0-100, with its reasons in the order of RISK_WEIGHTS. */
export function scoreRisk(input: RiskInput): RiskResult {
  const { signals } = input;
  const found = new Set<RiskReasonCode>();
  const isKnownBad = (adId: number, userId?: string) =>
    input.fraudAdIds.has(adId) || (userId !== undefined && input.blockedUserIds.has(userId));
  if (signals?.duplicates.length) {
    found.add('duplicate_photo');
    if (signals.duplicates.some((d) => isKnownBad(d.otherAdId, d.otherUserId))) found.add('known_fraud_photo');
  }
  if (signals?.phoneSharedWith.userIds.length) {
    found.add('shared_phone');
    if (
      signals.phoneSharedWith.userIds.some((id) => input.blockedUserIds.has(id)) ||
      signals.phoneSharedWith.adIds.some((id) => isKnownBad(id))
    )
      found.add('blocked_phone');
  }
  if (signals?.price && signals.price.eurCents < signals.price.medianEurCents * PRICE_OUTLIER_SHARE) found.add('price_outlier');
  if (input.ownerCreatedAt && input.now.getTime() - input.ownerCreatedAt.getTime() < NEW_ACCOUNT_MS) found.add('new_account');
  if (hasExternalContact(`${input.title}\n${input.description}`)) found.add('external_link');
  if (input.bannedWords.length) found.add('banned_words');
  const reasons = (Object.keys(RISK_WEIGHTS) as RiskReasonCode[]).filter((r) => found.has(r));
  const score = Math.min(
    100,
    reasons.reduce((sum, r) => sum + RISK_WEIGHTS[r], 0),
  );
  const duplicates = (signals?.duplicates ?? []).map(({ photo, otherAdId, otherPhoto, distance }) => ({
    photo,
    otherAdId,
    otherPhoto,
    distance,
  }));
  return { score, reasons, duplicates };
}
