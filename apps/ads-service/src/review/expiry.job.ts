import { Injectable, Logger } from '@nestjs/common';
import { Cron } from '@nestjs/schedule';
import { AdReviewService } from './ad-review.service';

/**
 * The daily `expired-ads` job (back-office spec: 08:00). Every replica runs it; the update is idempotent, so the
 * second run finds nothing to do. The scheduler can also run it through POST /api/cron/expired-ads.
 */
@Injectable()
export class ExpiryJob {
  private readonly logger = new Logger(ExpiryJob.name);

  constructor(private readonly review: AdReviewService) {}

  @Cron('0 8 * * *', { name: 'expired-ads', timeZone: 'America/Paramaribo' })
  async run(): Promise<void> {
    const { expired } = await this.review.expireDue();
    if (expired) this.logger.log(`${expired} ads expired`);
  }
}
