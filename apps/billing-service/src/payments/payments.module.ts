import { Logger, Module } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ENV } from '@surimarkt/server';
import { type Env } from '../config/env';
import { SubscriptionsModule } from '../subscriptions/subscriptions.module';
import { PAYMENT_PROVIDER, type PaymentProvider } from './payment-provider';
import { PaymentsController } from './payments.controller';
import { PaymentsService } from './payments.service';
import { StripeProvider } from './stripe-provider';
import { TestProvider } from './test-provider';
import { UnavailableProvider } from './unavailable-provider';

/**
 * Stripe when its keys are set (contract), else the built-in test provider with its secret from the billing schema;
 * in production never the test provider: without keys, card payments are refused (and the start log says why).
 */
function paymentProvider(dataSource: DataSource, env: Env): PaymentProvider {
  if (env.STRIPE_SECRET_KEY)
    return new StripeProvider(
      env.STRIPE_SECRET_KEY,
      env.STRIPE_PUBLISHABLE_KEY!,
      env.STRIPE_WEBHOOK_SECRET!,
      env.STRIPE_WEBHOOK_TOLERANCE_S,
    );
  if (env.NODE_ENV === 'production') {
    new Logger('Payments').error('STRIPE_SECRET_KEY is not set: card payments are refused (503) until the Stripe keys are configured');
    return new UnavailableProvider();
  }
  let secret: Promise<string> | undefined;
  const read = async () => {
    const [row] = await dataSource.query(`SELECT "value" FROM "billing"."settings" WHERE "key" = 'test_webhook_secret'`);
    return row.value as string;
  };
  return new TestProvider(
    () =>
      (secret ??= read().catch((error) => {
        secret = undefined;
        throw error;
      })),
    env.STRIPE_WEBHOOK_TOLERANCE_S,
  );
}

@Module({
  imports: [SubscriptionsModule],
  controllers: [PaymentsController],
  providers: [PaymentsService, { provide: PAYMENT_PROVIDER, useFactory: paymentProvider, inject: [DataSource, ENV] }],
  exports: [PaymentsService],
})
export class PaymentsModule {}
