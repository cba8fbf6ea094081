import { natsSubject } from '../common/nats-subject';

export const RISK_SUBJECTS = {
  /** { adId } → AdRiskSignals (ads-service; hashes the ad's photos the first time). */
  signals: natsSubject('ads.risk-signals'),
  /** { adIds } → { risks: Record<adId, AdRisk> } (moderation-service). */
  risks: natsSubject('moderation.risks'),
  /** { limit, offset } → { adIds, total }: the pending ads, highest risk first (moderation-service). */
  pendingByRisk: natsSubject('moderation.pending-by-risk'),
  getSettings: natsSubject('moderation.get-risk-settings'),
  /** RiskSettingsDto → RiskSettings. */
  saveSettings: natsSubject('moderation.save-risk-settings'),
  /** {} → RiskReasonStats. */
  stats: natsSubject('moderation.risk-stats'),
  /** { text } → { allowed, warning }: a message's banned words and whether its reader should be warned. */
  checkMessage: natsSubject('moderation.check-message'),
  listWarningPatterns: natsSubject('moderation.list-warning-patterns'),
  /** WarningPatternDto → MessageWarningPatterns. */
  addWarningPattern: natsSubject('moderation.add-warning-pattern'),
  removeWarningPattern: natsSubject('moderation.remove-warning-pattern'),
} as const;
