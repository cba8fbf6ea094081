import { Module } from '@nestjs/common';
import { BidExpiryJob } from './bid-expiry.job';
import { BidsController } from './bids.controller';
import { BidsService } from './bids.service';

@Module({ controllers: [BidsController], providers: [BidsService, BidExpiryJob] })
export class BidsModule {}
