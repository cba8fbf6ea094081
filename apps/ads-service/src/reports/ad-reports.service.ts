import { Injectable } from '@nestjs/common';
import {
  ADS_MESSAGES,
  type AdReportSummary,
  ErrorCode,
  REPORT_MESSAGES as M,
  type ReportAdForUser,
  REPORTS_TO_HIDE,
} from '@surimarkt/contracts';
import { notFound, OutboxRelay, rpcError } from '@surimarkt/server';
import { DataSource, type EntityManager } from 'typeorm';
import { PUBLIC_PAGE } from '../ads/ad-row';
import { addUserMail } from '../ads/user-mail';
import { reportedAdMail } from './report-mails';
import { summaryColumns } from './report-summaries';

/**
 * Reports of ads by the people who read them: one per person and ad. Reports from REPORTS_TO_HIDE different people
 * take an approved ad offline (status 'reported', which every public read leaves out) until the operator dismisses
 * them or rejects the ad.
 */
@Injectable()
export class AdReportsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly outbox: OutboxRelay,
  ) {}

  async report(dto: ReportAdForUser): Promise<{ success: true; message: string }> {
    await this.dataSource.transaction(async (manager) => {
      // The row lock makes concurrent reports of one ad count one after the other: the third one hides it, once.
      const [ad]: { user_id: string; title: string; status: string }[] = await manager.query(
        `SELECT a."user_id", a."title", a."status" FROM "ads"."ads" a WHERE a."id" = $1 AND ${PUBLIC_PAGE} FOR UPDATE`,
        [dto.id],
      );
      if (!ad) throw notFound(ADS_MESSAGES.adNotFound);
      if (ad.user_id === dto.userId) throw rpcError(ErrorCode.Forbidden, M.ownAd);
      const inserted: unknown[] = await manager.query(
        `INSERT INTO "ads"."ad_reports" ("ad_id", "reporter_id", "reason", "text") VALUES ($1, $2, $3, $4)
         ON CONFLICT ("ad_id", "reporter_id") DO NOTHING RETURNING "id"`,
        [dto.id, dto.userId, dto.reason, dto.text ?? null],
      );
      if (!inserted.length) throw rpcError(ErrorCode.Conflict, M.alreadyReported);
      const [{ reporters }] = await manager.query(`SELECT count(*)::int AS "reporters" FROM "ads"."ad_reports" WHERE "ad_id" = $1`, [
        dto.id,
      ]);
      if (reporters >= REPORTS_TO_HIDE && ad.status === 'approved') await this.hide(manager, dto.id, ad);
    });
    void this.outbox.flush();
    return { success: true, message: M.sent };
  }

  /** The back-office's list: every reported ad, the most reported first. */
  async list(): Promise<AdReportSummary[]> {
    const rows: (Omit<AdReportSummary, 'lastAt'> & { lastAt: Date })[] = await this.dataSource.query(
      `SELECT r."ad_id" AS "adId", a."title" AS "adTitle", a."status", ${summaryColumns('ad_reports', 'ad_id')}
         FROM "ads"."ad_reports" r JOIN "ads"."ads" a ON a."id" = r."ad_id"
        GROUP BY r."ad_id", a."title", a."status" ORDER BY "count" DESC, "lastAt" DESC LIMIT 200`,
    );
    return rows.map((row) => ({ ...row, lastAt: new Date(row.lastAt).toISOString() }));
  }

  /** The operator found nothing wrong: the reports go and a hidden ad is back online as it was. */
  async dismiss(adId: number): Promise<{ success: true; message: string }> {
    await this.dataSource.transaction(async (manager) => {
      const [ad] = await manager.query(`SELECT "status" FROM "ads"."ads" WHERE "id" = $1 FOR UPDATE`, [adId]);
      if (!ad) throw notFound(ADS_MESSAGES.adNotFound);
      const [removed]: [unknown[], number] = await manager.query(`DELETE FROM "ads"."ad_reports" WHERE "ad_id" = $1 RETURNING 1`, [adId]);
      if (!removed.length && ad.status !== 'reported') throw notFound(M.noReports);
      await manager.query(`UPDATE "ads"."ads" SET "status" = 'approved', "updated_at" = now() WHERE "id" = $1 AND "status" = 'reported'`, [
        adId,
      ]);
    });
    return { success: true, message: M.dismissed };
  }

  private async hide(manager: EntityManager, adId: number, ad: { user_id: string; title: string }): Promise<void> {
    await manager.query(`UPDATE "ads"."ads" SET "status" = 'reported', "updated_at" = now() WHERE "id" = $1`, [adId]);
    await addUserMail(this.outbox, manager, ad.user_id, reportedAdMail(ad.title));
  }
}

/**
 * Inside the transaction applying the operator's decision: a rejection settles every report, and so does approving an
 * ad the reports took offline (as dismissing would). Approving an edit leaves earlier reports standing.
 */
export async function settleReportsOnDecision(manager: EntityManager, adId: number, previous: string, decided: string): Promise<void> {
  if (decided === 'rejected' || (decided === 'approved' && previous === 'reported')) {
    await manager.query(`DELETE FROM "ads"."ad_reports" WHERE "ad_id" = $1`, [adId]);
  }
}
