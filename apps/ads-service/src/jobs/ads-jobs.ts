import { Injectable } from '@nestjs/common';
import { Cron } from '@nestjs/schedule';
import { JOB_TIME_ZONE, JOBS } from '@surimarkt/contracts';
import { type JobHandler, ServiceJobs } from '@surimarkt/server';
import { DataSource } from 'typeorm';
import { BidsService } from '../bids/bids.service';
import { BusinessSlotsService } from '../business/business-slots.service';
import { OrphanPhotos } from '../photos/orphan-photos.service';
import { PhotoWidthsBackfill } from '../photos/photo-widths.service';
import { AdModerationService } from '../moderation/ad-moderation.service';
import { SavedSearchAlerts } from '../saved-searches/saved-search-alerts.service';

type AdsJob = 'expired-ads' | 'photo-widths' | 'orphan-photos' | 'saved-search-digests';

/**
 * The ads-service's jobs shown in the back-office. The sweeps that run every few minutes (unread-message mails, bid
 * digests, instant alerts, view counters) stay plain timers: each claims the rows it handles, so replicas share them.
 */
@Injectable()
export class AdsJobs extends ServiceJobs {
  protected readonly handlers: Record<AdsJob, JobHandler>;

  constructor(
    dataSource: DataSource,
    moderation: AdModerationService,
    bids: BidsService,
    slots: BusinessSlotsService,
    backfill: PhotoWidthsBackfill,
    orphans: OrphanPhotos,
    alerts: SavedSearchAlerts,
  ) {
    super(dataSource, 'ads');
    this.handlers = {
      'expired-ads': async () => {
        const ads = await moderation.expireDue();
        const expiredBids = await bids.expireDue();
        return { expiredAds: ads.expired, expiredBids: expiredBids.expired, ...(await slots.endUnpaidPromotions()) };
      },
      'photo-widths': async () => {
        const fill = await backfill.fillAll();
        if (fill.isBusy) throw new Error('een andere replica van de ads-service is er al mee bezig');
        return { photos: fill.photos, made: fill.made, missing: fill.missing, failed: fill.failed };
      },
      'orphan-photos': async () => ({ ...(await orphans.remove()) }),
      'saved-search-digests': () => alerts.sendDailyDigests(),
    };
  }

  @Cron(JOBS['expired-ads'].cron, { name: 'expired-ads', timeZone: JOB_TIME_ZONE })
  scheduledExpiry(): Promise<unknown> {
    return this.runScheduled('expired-ads');
  }

  @Cron(JOBS['orphan-photos'].cron, { name: 'orphan-photos', timeZone: JOB_TIME_ZONE })
  scheduledOrphanPhotos(): Promise<unknown> {
    return this.runScheduled('orphan-photos');
  }

  @Cron(JOBS['saved-search-digests'].cron, { name: 'saved-search-digests', timeZone: JOB_TIME_ZONE })
  scheduledDigests(): Promise<unknown> {
    return this.runScheduled('saved-search-digests');
  }
}
