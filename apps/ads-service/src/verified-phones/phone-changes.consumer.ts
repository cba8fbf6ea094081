import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { EVENT_SUBJECTS, type UserPhoneChangedEvent } from '@surimarkt/contracts';
import { EventBus } from '@surimarkt/server';
import { VerifiedPhones } from './verified-phones.service';

/** The accounts-service's verified numbers, from JetStream: a change made while this service was down is applied later. */
@Injectable()
export class PhoneChangesConsumer implements OnApplicationBootstrap {
  constructor(
    private readonly bus: EventBus,
    private readonly phones: VerifiedPhones,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.bus.consume<UserPhoneChangedEvent>('ads-user-phone-changed', EVENT_SUBJECTS.userPhoneChanged, (event) =>
      this.phones.apply(event),
    );
  }
}
