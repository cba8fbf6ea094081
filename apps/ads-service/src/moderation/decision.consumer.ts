import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { type AdDecidedEvent, EVENT_SUBJECTS } from '@surimarkt/contracts';
import { EventBus } from '@surimarkt/server';
import { AdModerationService } from './ad-moderation.service';

/**
 * The moderation-service's decisions, from JetStream: a decision made while this service was down (or whose direct
 * request timed out) is applied when it is back.
 */
@Injectable()
export class DecisionConsumer implements OnApplicationBootstrap {
  constructor(
    private readonly bus: EventBus,
    private readonly moderation: AdModerationService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.bus.consume<AdDecidedEvent>('ads-ad-decided', EVENT_SUBJECTS.adDecided, (event) => this.moderation.applyDecision(event));
  }
}
