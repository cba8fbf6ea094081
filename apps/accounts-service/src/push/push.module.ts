import { Module } from '@nestjs/common';
import { PushConsumer } from './push.consumer';
import { PushController } from './push.controller';
import { PushDeliveries } from './push-deliveries.service';
import { PushSubscriptionsService } from './push-subscriptions.service';

/** Web Push to users' devices (issue 42): subscriptions, the kinds they want, and delivery from the events. */
@Module({ controllers: [PushController], providers: [PushSubscriptionsService, PushDeliveries, PushConsumer] })
export class PushModule {}
