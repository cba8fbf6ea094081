import { Transform } from 'class-transformer';
import { IsIn, IsInt, IsISO8601, IsString, IsUUID, MaxLength, Min, MinLength, ValidateIf } from 'class-validator';
import { natsSubject } from '../common/nats-subject';
import { IsMultiLineText, IsSingleLineText } from '../common/text-rules';
import { trimToNull } from '../common/text-transforms';
import { REPORT_MESSAGES as M } from './reports.messages';
import { type AdIdDto } from '../ads/ads.dto';
import { type AdminReportList, REPORT_REASONS, REPORT_TEXT_MAX, type ReportReason } from './reports.types';

/** What a report or an operator's decision on one answers: the Dutch message to show. */
export interface ReportReply {
  success: true;
  message: string;
}

export const REPORTS_SUBJECTS = {
  reportAd: natsSubject<ReportAdForUser, ReportReply>('ads.report-ad'),
  /** The owner asks the operator to look at their hidden ad now */
  requestReview: natsSubject<ReviewRequestForUser, ReportReply>('ads.report-review-request'),
  reportReview: natsSubject<ReportReviewForUser, ReportReply>('ads.report-review'),
  list: natsSubject<Record<string, never>, AdminReportList>('ads.reports-list'),
  /** The ad back online, its reports gone */
  dismiss: natsSubject<AdIdDto, ReportReply>('ads.reports-dismiss'),
  /** The review stays, its reports gone */
  dismissReview: natsSubject<ReviewIdDto, ReportReply>('ads.review-reports-dismiss'),
  /** The review and its reports gone */
  deleteReview: natsSubject<ReviewIdDto, ReportReply>('ads.review-delete'),
  /** How many reports wait for the operator (ads and reviews) */
  count: natsSubject<Record<string, never>, { open: number }>('ads.reports-count'),
} as const;

/** POST /api/ads/{id}/reports and POST /api/reviews/{id}/reports */
export class ReportDto {
  @IsIn(REPORT_REASONS, { message: M.reasonInvalid })
  reason: ReportReason;

  /** Optional (empty counts as none), but 'other' says nothing without it. */
  @Transform(trimToNull)
  @ValidateIf((o: ReportDto) => o.reason === 'other' || (o.text !== undefined && o.text !== null))
  @IsString({ message: M.textRequired })
  @MinLength(1, { message: M.textRequired })
  @MaxLength(REPORT_TEXT_MAX, { message: M.textTooLong })
  @IsMultiLineText()
  text?: string | null;
}

export class ReportAdForUser extends ReportDto {
  @IsInt() @Min(1) id: number;
  @IsUUID('all') userId: string;
  /** When the reporter's account was made (the gateway's session user): a new account's report does not count. */
  @IsISO8601() reporterSince: string;
  /** The reporter's address and a hash of their browser: two accounts on one of each count as one person. */
  @IsString() @MaxLength(64) ip: string;
  @IsString() @MaxLength(64) @IsSingleLineText() device: string;
}

/** POST /api/ads/{id}/review-request: the owner of an ad that reports took offline asks the operator to look now. */
export class ReviewRequestForUser {
  @IsInt() @Min(1) id: number;
  @IsUUID('all') userId: string;
}

export class ReportReviewForUser extends ReportDto {
  @IsUUID('all', { message: M.reviewNotFound }) reviewId: string;
  @IsUUID('all') userId: string;
}

/** /api/reviews/{id}/reports, /api/admin/review-reports/{reviewId}/... and /api/admin/reviews/{reviewId}. */
export class ReviewIdDto {
  @IsUUID('all', { message: M.reviewNotFound }) reviewId: string;
}

export class ReviewIdParamDto {
  @IsUUID('all', { message: M.reviewNotFound }) id: string;
}
