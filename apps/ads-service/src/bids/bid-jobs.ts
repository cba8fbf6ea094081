import { Injectable } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';
import { BidsService } from './bids.service';

/** The bids' clock: pending bids past their 7 days become expired, and sellers get the bids that waited for a digest. */
@Injectable()
export class BidJobs {
  constructor(private readonly bids: BidsService) {}

  /** Reads already show such bids as expired; this keeps the table honest. */
  @Cron(CronExpression.EVERY_HOUR, { name: 'expired-bids' })
  async expire(): Promise<void> {
    await this.bids.expireDue();
  }

  @Cron(CronExpression.EVERY_5_MINUTES, { name: 'bid-digests' })
  async digests(): Promise<void> {
    await this.bids.sendDigests();
  }
}
