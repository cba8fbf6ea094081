import { Injectable } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';
import { BidsService } from './bids.service';

/** Marks pending bids past their 7 days as expired; reads already show them so, this keeps the table honest. */
@Injectable()
export class BidExpiryJob {
  constructor(private readonly bids: BidsService) {}

  @Cron(CronExpression.EVERY_HOUR, { name: 'expired-bids' })
  async run(): Promise<void> {
    await this.bids.expireDue();
  }
}
