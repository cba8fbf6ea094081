import { ArrayMaxSize, IsArray, IsIn, IsInt, Min } from 'class-validator';
import { natsSubject } from '../common/nats-subject';
import { ANALYTICS_PERIODS } from './analytics-periods';

// The business dashboard's figures for the owner's own ads (accounts spec 2.14), from the stored activity events:
//   GET /api/business/insights?days=7|30|90|365 (default 30) → AdInsights (session; the owner's ads only)

export const CONTACT_METHODS = ['phone', 'whatsapp', 'email'] as const;
export type ContactMethod = (typeof CONTACT_METHODS)[number];

/** How many rows each top list of the dashboard shows. */
export const AD_INSIGHTS_TOP = 10;

export const AD_INSIGHTS_SUBJECTS = {
  /** { adIds, days } → AdInsights; the gateway sends the session user's own ad ids. */
  insights: natsSubject('analytics.ad-insights'),
} as const;

/** More ads than any package allows; a private seller's long list is cut to its newest. */
export const AD_INSIGHTS_MAX_ADS = 1000;

export class AdInsightsRequest {
  @IsArray()
  @ArrayMaxSize(AD_INSIGHTS_MAX_ADS)
  @IsInt({ each: true })
  @Min(1, { each: true })
  adIds: number[];

  @IsIn(ANALYTICS_PERIODS)
  days: number;
}

export interface AdInsightRow {
  adId: number;
  views: number;
  contacts: number;
}

export interface ContactsPerDay {
  date: string;
  phone: number;
  whatsapp: number;
  email: number;
}

export interface AdInsights {
  days: number;
  totals: { views: number; contacts: number };
  /** Every ad with a view or a contact click in the period. */
  perAd: AdInsightRow[];
  contactsByMethod: { method: ContactMethod; count: number }[];
  /** Days with at least one contact click, oldest first. */
  contactsByDay: ContactsPerDay[];
  /** Where the ads' viewers were: the country of their address, and the district of a logged-in viewer's profile. */
  countries: { country: string; count: number }[];
  districts: { district: string; count: number }[];
  /** The searches after which a visitor opened one of the ads. */
  searchTerms: { term: string; count: number }[];
}
