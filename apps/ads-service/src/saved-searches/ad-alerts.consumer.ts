import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { type AdFeaturedEvent, type AdStatusChangedEvent, EVENT_SUBJECTS } from '@surimarkt/contracts';
import { EventBus } from '@surimarkt/server';
import { SavedSearchAlerts } from './saved-search-alerts.service';

/**
 * This service's own adStatusChanged events (written with the decision that approved the ad) and adFeatured events
 * (written with the featuring), from JetStream: an approval or featuring made while the matching was down is matched
 * when it is back, and each event once.
 */
@Injectable()
export class AdAlertsConsumer implements OnApplicationBootstrap {
  constructor(
    private readonly bus: EventBus,
    private readonly alerts: SavedSearchAlerts,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.bus.consume<AdStatusChangedEvent>('ads-saved-search-alerts', EVENT_SUBJECTS.adStatusChanged, (event) =>
      this.alerts.onAdStatusChanged(event),
    );
    await this.bus.consume<AdFeaturedEvent>('ads-saved-search-featured', EVENT_SUBJECTS.adFeatured, (event) =>
      this.alerts.onAdFeatured(event),
    );
  }
}
