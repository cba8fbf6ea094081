import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  BILLING_SUBJECTS as S,
  BillingUserDto,
  CreateSubscriptionRequest,
  UpdateSubscriptionRequest,
  type AdminSubscriptionList,
  type BusinessCustomerList,
  type BusinessEntitlements,
  type BusinessSubscription,
  type PromotionLimit,
} from '@surimarkt/contracts';
import { SubscriptionsService } from './subscriptions.service';

@Controller()
export class SubscriptionsController {
  constructor(private readonly subscriptions: SubscriptionsService) {}

  @MessagePattern(S.createSubscription)
  create(@Payload() dto: CreateSubscriptionRequest): Promise<BusinessSubscription> {
    return this.subscriptions.create(dto);
  }

  @MessagePattern(S.discardSubscription)
  discard(@Payload() dto: BillingUserDto): Promise<{ removed: boolean }> {
    return this.subscriptions.discard(dto.userId);
  }

  @MessagePattern(S.subscription)
  find(@Payload() dto: BillingUserDto): Promise<BusinessSubscription | null> {
    return this.subscriptions.find(dto.userId);
  }

  @MessagePattern(S.updateSubscription)
  update(@Payload() dto: UpdateSubscriptionRequest): Promise<BusinessSubscription> {
    return this.subscriptions.update(dto);
  }

  @MessagePattern(S.cancelSubscription)
  cancel(@Payload() dto: BillingUserDto): Promise<BusinessSubscription> {
    return this.subscriptions.cancel(dto.userId);
  }

  @MessagePattern(S.endForDeletedAccount)
  endForDeletedAccount(@Payload() dto: BillingUserDto): Promise<{ ended: boolean }> {
    return this.subscriptions.endForDeletedAccount(dto.userId);
  }

  @MessagePattern(S.promotionLimits)
  promotionLimits(): Promise<{ limits: PromotionLimit[] }> {
    return this.subscriptions.promotionLimits();
  }

  @MessagePattern(S.entitlements)
  entitlements(@Payload() dto: BillingUserDto): Promise<BusinessEntitlements> {
    return this.subscriptions.entitlements(dto.userId);
  }

  @MessagePattern(S.subscriptionsList)
  list(): Promise<AdminSubscriptionList> {
    return this.subscriptions.list();
  }

  @MessagePattern(S.customers)
  customers(): Promise<BusinessCustomerList> {
    return this.subscriptions.customers();
  }
}
