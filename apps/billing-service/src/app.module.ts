import { Module } from '@nestjs/common';
import { createHealthController, EventsModule, serviceTypeOrmModule } from '@surimarkt/server';
import { readEnv } from './config/env';
import { BusinessPackageEntity } from './packages/business-package.entity';
import { PackagesModule } from './packages/packages.module';
import { PaymentsModule } from './payments/payments.module';
import { SubscriptionsModule } from './subscriptions/subscriptions.module';

@Module({
  imports: [
    serviceTypeOrmModule({
      schema: 'billing',
      entities: [BusinessPackageEntity],
      srcDir: __dirname,
      url: () => readEnv().DATABASE_URL,
      poolSize: () => readEnv().DB_POOL_SIZE,
    }),
    EventsModule.forService({ outboxSchema: 'billing', natsUrl: () => readEnv().NATS_URL }),
    PackagesModule,
    SubscriptionsModule,
    PaymentsModule,
  ],
  controllers: [createHealthController('billing')],
})
export class AppModule {}
