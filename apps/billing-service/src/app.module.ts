import { BillingDataExportModule } from './data-export/billing-data-export';
import { Module } from '@nestjs/common';
import { ScheduleModule } from '@nestjs/schedule';
import { createHealthController, EnvModule, EventsModule, serviceTypeOrmModule } from '@surimarkt/server';
import { BankTransfersModule } from './bank-transfers/bank-transfers.module';
import { JobsModule } from './jobs/jobs.module';
import { readEnv } from './config/env';
import { BusinessPackageEntity } from './packages/business-package.entity';
import { PackagesModule } from './packages/packages.module';
import { PaymentsModule } from './payments/payments.module';
import { SubscriptionsModule } from './subscriptions/subscriptions.module';

@Module({
  imports: [
    EnvModule.forRoot(readEnv),
    serviceTypeOrmModule({
      schema: 'billing',
      entities: [BusinessPackageEntity],
      srcDir: __dirname,
    }),
    EventsModule.forService({ outboxSchema: 'billing' }),
    PackagesModule,
    SubscriptionsModule,
    PaymentsModule,
    BillingDataExportModule,
    BankTransfersModule,
    ScheduleModule.forRoot(),
    JobsModule,
  ],
  controllers: [createHealthController('billing')],
})
export class AppModule {}
