import { Injectable } from '@nestjs/common';
import { Cron } from '@nestjs/schedule';
import { JOB_TIME_ZONE, JOBS } from '@surimarkt/contracts';
import { type JobHandler, ServiceJobs } from '@surimarkt/server';
import { DataSource } from 'typeorm';
import { BankTransfersService } from '../bank-transfers/bank-transfers.service';
import { SubscriptionsService } from '../subscriptions/subscriptions.service';

/** The billing-service's jobs: payment reminders and the bank transfers' expiry. */
@Injectable()
export class BillingJobs extends ServiceJobs {
  protected readonly handlers: Record<'subscription-reminders' | 'bank-transfer-expiry', JobHandler>;

  constructor(dataSource: DataSource, subscriptions: SubscriptionsService, transfers: BankTransfersService) {
    super(dataSource, 'billing');
    this.handlers = {
      'subscription-reminders': () => subscriptions.runReminders(),
      'bank-transfer-expiry': () => transfers.runExpiry(),
    };
  }

  @Cron(JOBS['subscription-reminders'].cron, { name: 'subscription-reminders', timeZone: JOB_TIME_ZONE })
  scheduledReminders(): Promise<unknown> {
    return this.runScheduled('subscription-reminders');
  }

  @Cron(JOBS['bank-transfer-expiry'].cron, { name: 'bank-transfer-expiry', timeZone: JOB_TIME_ZONE })
  scheduledBankTransferExpiry(): Promise<unknown> {
    return this.runScheduled('bank-transfer-expiry');
  }
}
