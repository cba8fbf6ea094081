// What other parts of the app may use of the reports feature: app/ puts the ad's button beside the ad page, the
// seller page puts the review's button beside each review.
export { ReportAdButton } from './components/report-ad-button';
export { ReportReviewButton } from './components/report-review-button';
