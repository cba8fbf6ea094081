import { natsSubject } from '../common/nats-subject';

export const ADS_SUBJECTS = {
  list: natsSubject('ads.list'),
  featured: natsSubject('ads.featured'),
  /** Reads one approved ad and counts one view. */
  view: natsSubject('ads.view'),
  sitemap: natsSubject('ads.sitemap'),
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
  /** The back-office's decision: { id, status, reason? } → { success, message, ad }. */
  setStatus: natsSubject('ads.set-status'),
  /** The owner's counters: { userId } → UserStatistics. */
  statistics: natsSubject('ads.statistics'),
} as const;
