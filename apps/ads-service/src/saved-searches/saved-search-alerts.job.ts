import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { Interval } from '@nestjs/schedule';
import { SavedSearchAlerts } from './saved-search-alerts.service';

/**
 * Instant alerts go out right after matching; this sweep sends what a stop in between left pending (within a
 * minute, as promised; replicas sweeping at once skip each other's rows). Daily searches get their digest from the
 * 'saved-search-digests' job (AdsJobs).
 */
@Injectable()
export class SavedSearchAlertsJob implements OnApplicationBootstrap {
  constructor(private readonly alerts: SavedSearchAlerts) {}

  onApplicationBootstrap(): void {
    void this.alerts.sendInstant();
  }

  @Interval('saved-search-instant-alerts', 20_000)
  sweepInstant(): Promise<void> {
    return this.alerts.sendInstant();
  }
}
