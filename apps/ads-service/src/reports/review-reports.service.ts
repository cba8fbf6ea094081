import { Injectable } from '@nestjs/common';
import { ErrorCode, REPORT_MESSAGES as M, type ReportReviewForUser, type ReviewReportSummary } from '@surimarkt/contracts';
import { notFound, rpcError } from '@surimarkt/server';
import { DataSource } from 'typeorm';
import { REVIEW_SHOWN } from '../reviews/review-visibility';
import { summaryColumns } from './report-summaries';

/** Reports of published reviews, one per person and review; the operator removes the review or dismisses them. */
@Injectable()
export class ReviewReportsService {
  constructor(private readonly dataSource: DataSource) {}

  async report(dto: ReportReviewForUser): Promise<{ success: true; message: string }> {
    // Only a review anyone can read can be reported: a sealed one is not found, like one that never was.
    const [review]: { reviewer_id: string }[] = await this.dataSource.query(
      `SELECT r."reviewer_id" FROM "ads"."reviews" r WHERE r."id" = $1 AND ${REVIEW_SHOWN}`,
      [dto.reviewId],
    );
    if (!review) throw notFound(M.reviewNotFound);
    if (review.reviewer_id === dto.userId) throw rpcError(ErrorCode.Forbidden, M.ownReview);
    const inserted: unknown[] = await this.dataSource.query(
      `INSERT INTO "ads"."review_reports" ("review_id", "reporter_id", "reason", "text") VALUES ($1, $2, $3, $4)
       ON CONFLICT ("review_id", "reporter_id") DO NOTHING RETURNING "id"`,
      [dto.reviewId, dto.userId, dto.reason, dto.text ?? null],
    );
    if (!inserted.length) throw rpcError(ErrorCode.Conflict, M.reviewAlreadyReported);
    return { success: true, message: M.sent };
  }

  async list(): Promise<ReviewReportSummary[]> {
    const rows: (Omit<ReviewReportSummary, 'lastAt'> & { lastAt: Date })[] = await this.dataSource.query(
      `SELECT r."review_id" AS "reviewId", v."rating", v."text" AS "reviewText", v."reviewee_id" AS "revieweeId",
              ${summaryColumns('review_reports', 'review_id')}
         FROM "ads"."review_reports" r JOIN "ads"."reviews" v ON v."id" = r."review_id"
        GROUP BY r."review_id", v."rating", v."text", v."reviewee_id" ORDER BY "count" DESC, "lastAt" DESC LIMIT 200`,
    );
    return rows.map((row) => ({ ...row, lastAt: new Date(row.lastAt).toISOString() }));
  }

  /** The review stays; its reports go. */
  async dismiss(reviewId: string): Promise<{ success: true; message: string }> {
    const [removed]: [unknown[], number] = await this.dataSource.query(
      `DELETE FROM "ads"."review_reports" WHERE "review_id" = $1 RETURNING 1`,
      [reviewId],
    );
    if (!removed.length) throw notFound(M.noReviewReports);
    return { success: true, message: M.reviewDismissed };
  }

  /** The review goes, with its reports; its invitation stays used, so it is not written again. */
  async remove(reviewId: string): Promise<{ success: true; message: string }> {
    const [removed]: [unknown[], number] = await this.dataSource.query(`DELETE FROM "ads"."reviews" WHERE "id" = $1 RETURNING 1`, [
      reviewId,
    ]);
    if (!removed.length) throw notFound(M.reviewNotFound);
    return { success: true, message: M.reviewDeleted };
  }
}
