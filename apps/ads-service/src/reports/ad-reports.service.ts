import { Injectable } from '@nestjs/common';
import {
  ADS_MESSAGES,
  type AdReportSummary,
  ErrorCode,
  REPORT_MESSAGES as M,
  type ReportAdForUser,
  REPORTER_HIDES_ALERT,
  REPORTER_MIN_AGE_DAYS,
  REPORTS_PER_DAY,
  REPORTS_TO_HIDE,
  type ReviewRequestForUser,
} from '@surimarkt/contracts';
import { InjectEnv, notFound, OutboxRelay, rpcError, siteOf } from '@surimarkt/server';
import { type Env } from '../config/env';
import { addOperatorAlert } from '../ads/operator-alert';
import { DataSource, type EntityManager } from 'typeorm';
import { PUBLIC_PAGE } from '../ads/ad-row';
import { addUserMail } from '../ads/user-mail';
import { reportedAdMail } from './report-mails';
import { summaryColumns } from './report-summaries';

/**
 * Reports of ads by the people who read them: one per person and ad, REPORTS_PER_DAY a day. Reports from
 * REPORTS_TO_HIDE different people (countingReporters) take an approved ad offline (status 'reported', which every
 * public read leaves out) until the operator dismisses them or rejects the ad; the owner is told and may ask for a
 * review at once.
 */
@Injectable()
export class AdReportsService {
  private readonly publicUrl: string;

  constructor(
    private readonly dataSource: DataSource,
    private readonly outbox: OutboxRelay,
    @InjectEnv() env: Env,
  ) {
    this.publicUrl = siteOf(env).publicUrl;
  }

  async report(dto: ReportAdForUser): Promise<{ success: true; message: string }> {
    await this.dataSource.transaction(async (manager) => {
      // The row lock makes concurrent reports of one ad count one after the other: the third one hides it, once.
      const [ad]: { user_id: string; title: string; status: string }[] = await manager.query(
        `SELECT a."user_id", a."title", a."status" FROM "ads"."ads" a WHERE a."id" = $1 AND ${PUBLIC_PAGE} FOR UPDATE`,
        [dto.id],
      );
      if (!ad) throw notFound(ADS_MESSAGES.adNotFound);
      if (ad.user_id === dto.userId) throw rpcError(ErrorCode.Forbidden, M.ownAd);
      const [{ today }] = await manager.query(
        `SELECT count(*)::int AS "today" FROM "ads"."ad_reports" WHERE "reporter_id" = $1 AND "created_at" > now() - interval '1 day'`,
        [dto.userId],
      );
      if (today >= REPORTS_PER_DAY) throw rpcError(ErrorCode.TooManyRequests, M.tooManyToday);
      const counts = Date.now() - Date.parse(dto.reporterSince) >= REPORTER_MIN_AGE_DAYS * DAY_MS;
      const inserted: unknown[] = await manager.query(
        `INSERT INTO "ads"."ad_reports" ("ad_id", "reporter_id", "reason", "text", "reporter_ip", "reporter_device", "counts")
         VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT ("ad_id", "reporter_id") DO NOTHING RETURNING "id"`,
        [dto.id, dto.userId, dto.reason, dto.text ?? null, dto.ip, dto.device, counts],
      );
      if (!inserted.length) throw rpcError(ErrorCode.Conflict, M.alreadyReported);
      if (ad.status === 'approved' && (await countingReporters(manager, dto.id)) >= REPORTS_TO_HIDE) {
        await this.hide(manager, dto.id, ad);
        await this.alertOnSerialReporters(manager, dto.id);
      }
    });
    void this.outbox.flush();
    return { success: true, message: M.sent };
  }

  /** The owner of an ad that reports took offline asks the operator to look at it now, not in the queue's turn. */
  async requestReview(dto: ReviewRequestForUser): Promise<{ success: true; message: string }> {
    await this.dataSource.transaction(async (manager) => {
      const [ad]: { user_id: string; title: string; status: string }[] = await manager.query(
        `SELECT "user_id", "title", "status" FROM "ads"."ads" WHERE "id" = $1`,
        [dto.id],
      );
      if (!ad || ad.user_id !== dto.userId) throw notFound(ADS_MESSAGES.adNotFound);
      if (ad.status !== 'reported') throw rpcError(ErrorCode.Conflict, M.notHidden);
      const fresh: unknown[] = await manager.query(
        `INSERT INTO "ads"."report_review_requests" ("ad_id") VALUES ($1) ON CONFLICT DO NOTHING RETURNING 1`,
        [dto.id],
      );
      // Asked twice, the operator hears of it once.
      if (fresh.length) {
        await addOperatorAlert(this.outbox, manager, {
          subject: `Beoordeling gevraagd: "${ad.title}"`,
          paragraphs: [`De eigenaar van advertentie ${dto.id} ("${ad.title}"), offline door meldingen, vraagt om een beoordeling.`],
          adminPath: '/admin?tab=meldingen',
        });
      }
    });
    void this.outbox.flush();
    return { success: true, message: M.reviewRequested };
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
    await addUserMail(this.outbox, manager, ad.user_id, reportedAdMail(ad.title, this.publicUrl));
  }

  /** A reporter whose reports took REPORTER_HIDES_ALERT ads offline this week may be using reports as a weapon. */
  private async alertOnSerialReporters(manager: EntityManager, adId: number): Promise<void> {
    const serial: { reporter_id: string; hidden: number }[] = await manager.query(
      `SELECT r."reporter_id", count(*)::int AS "hidden"
         FROM "ads"."ad_reports" r JOIN "ads"."ads" a ON a."id" = r."ad_id"
        WHERE r."reporter_id" IN (SELECT "reporter_id" FROM "ads"."ad_reports" WHERE "ad_id" = $1 AND "counts")
          AND r."counts" AND a."status" = 'reported' AND r."created_at" > now() - interval '7 days'
        GROUP BY r."reporter_id" HAVING count(*) = $2`,
      [adId, REPORTER_HIDES_ALERT],
    );
    for (const { reporter_id } of serial) {
      await addOperatorAlert(this.outbox, manager, {
        subject: `Eén account liet ${REPORTER_HIDES_ALERT} advertenties offline halen`,
        paragraphs: [
          `De meldingen van gebruiker ${reporter_id} hebben deze week ${REPORTER_HIDES_ALERT} advertenties offline gehaald. ` +
            'Kijk of het om echte meldingen gaat, en zet de advertenties anders terug.',
        ],
        adminPath: '/admin?tab=meldingen',
      });
    }
  }
}

const DAY_MS = 24 * 3600 * 1000;

/**
 * The people who count toward hiding an ad: reports from accounts old enough, one per address and one per browser, so
 * three throwaway accounts on one phone (or behind one address) are one person.
 */
async function countingReporters(manager: EntityManager, adId: number): Promise<number> {
  const [{ people }] = await manager.query(
    `SELECT LEAST(count(DISTINCT coalesce("reporter_ip", "reporter_id")), count(DISTINCT coalesce("reporter_device", "reporter_id")))::int
            AS "people"
       FROM "ads"."ad_reports" WHERE "ad_id" = $1 AND "counts"`,
    [adId],
  );
  return people;
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
