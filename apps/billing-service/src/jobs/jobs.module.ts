import { Module } from '@nestjs/common';
import { createJobsController } from '@surimarkt/server';
import { BankTransfersModule } from '../bank-transfers/bank-transfers.module';
import { SubscriptionsModule } from '../subscriptions/subscriptions.module';
import { BillingJobs } from './billing-jobs';

@Module({
  imports: [SubscriptionsModule, BankTransfersModule],
  controllers: [createJobsController('billing', BillingJobs)],
  providers: [BillingJobs],
})
export class JobsModule {}
