import { natsSubject } from '../common/nats-subject';

export const ADS_SUBJECTS = {
  list: natsSubject('ads.list'),
  /** ListAdsQueryDto → AdFacets: the counts beside the filters of that list. */
  facets: natsSubject('ads.facets'),
  featured: natsSubject('ads.featured'),
  /** AdViewRequest → Ad: one approved ad, counting one view; its owner also reads it pending or rejected (no view). */
  view: natsSubject('ads.view'),
  /** AdSearchMatchRequest → { matches }: whether a search finds this ad (a seller's figures count only such terms). */
  matchesSearch: natsSubject('ads.matches-search'),
  /**
   * AdViewRequest, an event: one view of an ad page the gateway served from its kept pages. Nobody waits for it and it
   * reads no ad: a kept page costs no ad read in the ads-service.
   */
  viewCounted: natsSubject('ads.view-counted'),
  /**
   * AdIdDto → AdViews: a public ad's views now, counting none. The ad page kept for everyone shows its views through
   * this read once it is in the browser (the stored page was rendered when the ad last changed).
   */
  views: natsSubject('ads.views'),
  sitemap: natsSubject('ads.sitemap'),
  /** PublicAdIdsRequest → { ids }: the public ads' ids after `afterId`, ascending (the gateway renders their pages). */
  publicIds: natsSubject('ads.public-ids'),
  seoMeta: natsSubject('ads.seo-meta'),
  /** Removes every ad of a user whose account is being deleted: { userId } → { removed }. */
  removeOwner: natsSubject('ads.remove-owner'),
  /** A user posts an ad: { userId, ...CreateAdDto } → AdWriteResponse (pending). */
  create: natsSubject('ads.create'),
  /** The owner's ads, every status: { userId } → OwnAdList. */
  ownList: natsSubject('ads.own-list'),
  /** The owner removes an ad: { userId, id } → { success, message }. */
  delete: natsSubject('ads.delete'),
  /** The owner edits an ad: { userId, id, ...UpdateAdDto } → AdWriteResponse; a changed text or photo goes back to review. */
  update: natsSubject('ads.update'),
  /** The moderation-service applies a decision: ApplyDecisionRequest → { ad }; the same decision also comes as an event. */
  applyDecision: natsSubject('ads.apply-decision'),
  /** An ad of any status, for review: { id } → OwnAd. */
  reviewInfo: natsSubject('ads.review-info'),
  /** The owner renews an expired ad: { userId, id } → AdWriteResponse. */
  renew: natsSubject('ads.renew'),
  /** The owner's counters: { userId } → UserStatistics. */
  statistics: natsSubject('ads.statistics'),
  /** A business account's use of its package: { userId } → BusinessUsage. */
  businessUsage: natsSubject('ads.business-usage'),
  /** The owner features an ad or gives it a top listing, within the package: { userId, id, featured?, topListing? } → AdWriteResponse. */
  promote: natsSubject('ads.promote'),
} as const;
