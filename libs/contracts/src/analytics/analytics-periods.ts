/** The periods the back-office and the business dashboard offer, in days (back-office spec 2.4). */
export const ANALYTICS_PERIODS = [7, 30, 90, 365] as const;
export type AnalyticsPeriod = (typeof ANALYTICS_PERIODS)[number];
