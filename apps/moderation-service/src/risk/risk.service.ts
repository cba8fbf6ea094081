import { Inject, Injectable, Logger } from '@nestjs/common';
import { RpcException } from '@nestjs/microservices';
import {
  ADMIN_USER_SUBJECTS,
  type AdminUser,
  type AdRisk,
  type AdRiskSignals,
  type AdSubmittedEvent,
  ErrorCode,
  RISK_REASON_CODES,
  RISK_SUBJECTS,
  type RiskReasonCode,
  type RiskReasonStats,
  type RiskSettings,
  type RiskSettingsDto,
} from '@surimarkt/contracts';
import { ServiceClient } from '@surimarkt/server';
import { DataSource } from 'typeorm';
import { type RiskResult, scoreRisk } from './risk-score';

export const RISK_CLIENT = Symbol('RISK_CLIENT');
const EMPTY_SIGNALS: AdRiskSignals = { duplicates: [], phoneSharedWith: { userIds: [], adIds: [] }, price: null, reportedAdIds: [] };
/** Hashing a submitted ad's photos may take longer than a plain request. */
const SIGNALS_TIMEOUT_MS = 15_000;

/**
 * The risk of each submitted ad: the ads-service's signals (photos, phone, price), the owner's account age and the
 * suspended accounts (accounts-service), and what earlier decisions taught (ads rejected for fraud), scored 0-100.
 * Also the operator's setting above the threshold and the week's count per reason.
 */
@Injectable()
export class RiskService {
  private readonly logger = new Logger(RiskService.name);

  constructor(
    private readonly dataSource: DataSource,
    @Inject(RISK_CLIENT) private readonly services: ServiceClient,
  ) {}

  /**
   * Scores a submitted ad. Without the ads-service's signals the event is retried (they are the score's core), unless
   * the ad is gone (deleted since); an accounts-service that does not answer only leaves out the account's age and
   * the suspended accounts.
   */
  async assess(event: AdSubmittedEvent, bannedWords: string[]): Promise<RiskResult> {
    const signals = await this.services
      .send<AdRiskSignals>(RISK_SUBJECTS.signals, { adId: event.adId }, { timeoutMs: SIGNALS_TIMEOUT_MS })
      .catch((error: unknown) => {
        // The service client passes the other service's error on inside an RpcException.
        if (error instanceof RpcException && (error.getError() as { code?: string }).code === ErrorCode.NotFound) return EMPTY_SIGNALS;
        throw error;
      });
    const otherUserIds = [...new Set([...signals.duplicates.map((d) => d.otherUserId), ...signals.phoneSharedWith.userIds])];
    const users = await this.services
      .send<{ users: Omit<AdminUser, 'adCount'>[] }>(ADMIN_USER_SUBJECTS.byIds, { userIds: [event.userId, ...otherUserIds] })
      .then((r) => r.users)
      .catch((error: unknown) => {
        this.logger.warn(`accounts not asked for ad ${event.adId}'s risk: ${(error as Error)?.message ?? error}`);
        return [];
      });
    const owner = users.find((u) => u.id === event.userId);
    const otherAdIds = [...signals.duplicates.map((d) => d.otherAdId), ...signals.phoneSharedWith.adIds];
    const fraudRows: { ad_id: number }[] = otherAdIds.length
      ? await this.dataSource.query(`SELECT DISTINCT "ad_id" FROM "moderation"."decisions" WHERE "is_fraud" AND "ad_id" = ANY($1::int[])`, [
          otherAdIds,
        ])
      : [];
    return scoreRisk({
      title: event.title,
      description: event.description,
      bannedWords,
      signals,
      ownerCreatedAt: owner ? new Date(owner.createdAt) : null,
      now: new Date(),
      blockedUserIds: new Set(users.filter((u) => u.id !== event.userId && u.status === 'suspended').map((u) => u.id)),
      fraudAdIds: new Set([...fraudRows.map((r) => r.ad_id), ...signals.reportedAdIds]),
    });
  }

  /** The scored ads among adIds, for the back-office's list. */
  async risks(adIds: number[]): Promise<{ risks: Record<number, AdRisk> }> {
    const rows: { ad_id: number; risk_score: number; risk_reasons: RiskReasonCode[]; risk_duplicates: AdRisk['duplicates'] }[] =
      await this.dataSource.query(
        `SELECT "ad_id", "risk_score", "risk_reasons", "risk_duplicates" FROM "moderation"."review_queue"
          WHERE "ad_id" = ANY($1::int[]) AND "risk_score" IS NOT NULL`,
        [adIds],
      );
    return {
      risks: Object.fromEntries(
        rows.map((r) => [r.ad_id, { score: r.risk_score, reasons: r.risk_reasons, duplicates: r.risk_duplicates }]),
      ),
    };
  }

  /** The pending ads, highest risk first (unscored last), for the back-office's sort=risk. */
  async pendingByRisk(limit: number): Promise<{ adIds: number[] }> {
    const rows: { ad_id: number }[] = await this.dataSource.query(
      `SELECT "ad_id" FROM "moderation"."review_queue" WHERE "state" = 'pending'
        ORDER BY "risk_score" DESC NULLS LAST, "submitted_at" LIMIT $1`,
      [limit],
    );
    return { adIds: rows.map((r) => r.ad_id) };
  }

  async settings(): Promise<RiskSettings> {
    const [row] = await this.dataSource.query(
      `SELECT "threshold", "action", "reject_reason" AS "rejectReason" FROM "moderation"."risk_settings" WHERE "id" = 1`,
    );
    return row;
  }

  async saveSettings(dto: RiskSettingsDto): Promise<RiskSettings> {
    await this.dataSource.query(
      `UPDATE "moderation"."risk_settings" SET "threshold" = $1, "action" = $2, "reject_reason" = $3 WHERE "id" = 1`,
      [dto.threshold, dto.action, dto.rejectReason],
    );
    return this.settings();
  }

  /** Per reason, the ads submitted in the last 7 days it was found in, and how many of those the operator approved. */
  async stats(): Promise<RiskReasonStats> {
    const rows: { reason: RiskReasonCode; held: number; approved: number }[] = await this.dataSource.query(
      `SELECT r."reason", count(*)::int AS "held", count(*) FILTER (WHERE q."state" = 'approved')::int AS "approved"
         FROM "moderation"."review_queue" q CROSS JOIN LATERAL unnest(q."risk_reasons") AS r("reason")
        WHERE q."submitted_at" > now() - interval '7 days' GROUP BY r."reason"`,
    );
    const byReason = new Map(rows.map((r) => [r.reason, r]));
    return { reasons: RISK_REASON_CODES.map((reason) => byReason.get(reason) ?? { reason, held: 0, approved: 0 }) };
  }
}
