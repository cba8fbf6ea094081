import { Module } from '@nestjs/common';
import { BidJobs } from './bid-jobs';
import { BidsController } from './bids.controller';
import { BidsService } from './bids.service';

@Module({ controllers: [BidsController], providers: [BidsService, BidJobs], exports: [BidsService] })
export class BidsModule {}
