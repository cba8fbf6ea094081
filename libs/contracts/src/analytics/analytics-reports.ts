import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, Max, Min } from 'class-validator';
import { ANALYTICS_PERIODS } from './analytics-periods';

// The back-office's analytics (back-office spec 2.4, 3, 7, 9), computed from the stored events:
//   GET /api/admin/analytics/{report}?days=7|30|90|365 (default 30) (admin-token)
export const ANALYTICS_REPORTS = [
  'search-terms',
  'countries',
  'activity',
  'action-types',
  'category-views',
  'daily-users',
  'ads-by-status',
  'user-activities',
  'summary',
] as const;
export type AnalyticsReport = (typeof ANALYTICS_REPORTS)[number];
export const ANALYTICS_TOP = 8;

export const ANALYTICS_REPORT_MESSAGES = {
  daysInvalid: 'days moet 7, 30, 90 of 365 zijn',
  limitInvalid: 'limit moet een getal van 1 tot 100 zijn',
  reportUnknown: 'Onbekend rapport',
} as const;

export class AnalyticsQueryDto {
  @IsOptional()
  @Type(() => Number)
  @IsIn(ANALYTICS_PERIODS, { message: ANALYTICS_REPORT_MESSAGES.daysInvalid })
  days?: number;

  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: ANALYTICS_REPORT_MESSAGES.limitInvalid })
  @Min(1, { message: ANALYTICS_REPORT_MESSAGES.limitInvalid })
  @Max(100, { message: ANALYTICS_REPORT_MESSAGES.limitInvalid })
  limit?: number;
}

export class AnalyticsReportRequest extends AnalyticsQueryDto {
  @IsIn(ANALYTICS_REPORTS) report: AnalyticsReport;
}

export interface UserActivity {
  id: number;
  actionType: string;
  /** The logged-in user's name, or null for 'Anonieme gebruiker'. */
  user: { firstName: string; lastName: string } | null;
  actionData: Record<string, unknown>;
  country: string;
  createdAt: string;
}

/** The eight tiles (spec 2.4) and the premium panel's figures. */
export interface AnalyticsSummary {
  totalActivities: number;
  averagePerDay: number;
  searchTerms: number;
  countries: number;
  /** Distinct visitors in the period (a logged-in user by account, a guest by shortened address). */
  totalUsers: number;
  averageUsersPerDay: number;
  /** Active subscriptions (billing-service); 0 until there is one. */
  premiumConversions: number;
  /** Active subscriptions divided by registered users, rounded to a percent. */
  conversionRate: number;
  registeredUsers: number;
  /** 20 euro per active subscription per month, in cents. */
  estimatedRevenue: number;
}
