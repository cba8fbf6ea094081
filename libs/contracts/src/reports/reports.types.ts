import { REPORT_REASON_LABELS } from './reports.messages';

export type ReportReason = keyof typeof REPORT_REASON_LABELS;
export const REPORT_REASONS = Object.keys(REPORT_REASON_LABELS) as ReportReason[];

/** Reports from this many different people take an ad offline (status 'reported') until the operator decides. */
export const REPORTS_TO_HIDE = 3;
/**
 * Who counts toward hiding an ad: a confirmed account at least this many days old, one per address and browser (three
 * throwaway accounts from one phone are one person). Other reports still reach the operator.
 */
export const REPORTER_MIN_AGE_DAYS = 7;
/** Reports one person may make per day; beyond, refused. */
export const REPORTS_PER_DAY = 5;
/** The operator is alerted when one account's reports have taken this many ads offline within a week. */
export const REPORTER_HIDES_ALERT = 3;
export const REPORT_TEXT_MAX = 500;

/** One reported ad in the back-office's 'Meldingen': its reports summed up. */
export interface AdReportSummary {
  adId: number;
  adTitle: string;
  /** The ad's status now: 'reported' while the reports keep it offline. */
  status: string;
  count: number;
  /** The reasons given, the most frequent first. */
  reasons: ReportReason[];
  lastAt: string;
  /** The reporters' own words, newest first (reports without a text are left out). */
  texts: string[];
}

/** One reported review: what it says and about whom, and its reports summed up. */
export interface ReviewReportSummary {
  reviewId: string;
  rating: number;
  reviewText: string;
  revieweeId: string;
  count: number;
  reasons: ReportReason[];
  lastAt: string;
  texts: string[];
}

/** GET /api/admin/reports: ads by number of reports, then reviews likewise. */
export interface AdminReportList {
  reports: AdReportSummary[];
  reviewReports: ReviewReportSummary[];
}
