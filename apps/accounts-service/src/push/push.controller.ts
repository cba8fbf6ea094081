import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  ActingUserDto,
  type PushPreferences,
  PushPreferencesForUser,
  type PushPublicKey,
  PUSH_SUBJECTS,
  type PushSubscriptionCreated,
  type PushSubscriptionList,
  PushSubscriptionOfUser,
  PushSubscriptionsOfSession,
  SubscribePushForSession,
  type SubjectHandlers,
} from '@surimarkt/contracts';
import { PushSubscriptionsService } from './push-subscriptions.service';

/** Push devices and preferences, each handler checked against its subject (SubjectHandlers). */
@Controller()
export class PushController implements SubjectHandlers<typeof PUSH_SUBJECTS> {
  constructor(private readonly subscriptions: PushSubscriptionsService) {}

  @MessagePattern(PUSH_SUBJECTS.publicKey)
  publicKey(): PushPublicKey {
    return this.subscriptions.publicKey();
  }

  @MessagePattern(PUSH_SUBJECTS.subscribe)
  subscribe(@Payload() dto: SubscribePushForSession): Promise<PushSubscriptionCreated> {
    return this.subscriptions.subscribe(dto);
  }

  @MessagePattern(PUSH_SUBJECTS.list)
  list(@Payload() dto: PushSubscriptionsOfSession): Promise<PushSubscriptionList> {
    return this.subscriptions.list(dto);
  }

  @MessagePattern(PUSH_SUBJECTS.remove)
  remove(@Payload() dto: PushSubscriptionOfUser): Promise<{ message: string }> {
    return this.subscriptions.remove(dto);
  }

  @MessagePattern(PUSH_SUBJECTS.preferences)
  preferences(@Payload() dto: ActingUserDto): Promise<PushPreferences> {
    return this.subscriptions.preferences(dto.userId);
  }

  @MessagePattern(PUSH_SUBJECTS.setPreferences)
  setPreferences(@Payload() dto: PushPreferencesForUser): Promise<PushPreferences> {
    return this.subscriptions.setPreferences(dto);
  }
}
