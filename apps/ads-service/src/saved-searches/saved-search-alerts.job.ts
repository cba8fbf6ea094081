import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { Cron, Interval } from '@nestjs/schedule';
import { SavedSearchAlerts } from './saved-search-alerts.service';

/**
 * Instant alerts go out right after matching; this sweep sends what a stop in between left pending (within a
 * minute, as promised). Daily searches get their digest at 08:00 Paramaribo time.
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

  @Cron('0 8 * * *', { name: 'saved-search-daily-digests', timeZone: 'America/Paramaribo' })
  sendDailyDigests(): Promise<void> {
    return this.alerts.sendDailyDigests();
  }
}
