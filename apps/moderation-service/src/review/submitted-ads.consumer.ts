import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { type AdSubmittedEvent, EVENT_SUBJECTS } from '@surimarkt/contracts';
import { EventBus } from '@surimarkt/server';
import { ReviewService } from './review.service';

/** Submitted ads from JetStream: those posted while this service was down arrive when it is back. */
@Injectable()
export class SubmittedAdsConsumer implements OnApplicationBootstrap {
  constructor(
    private readonly bus: EventBus,
    private readonly review: ReviewService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.bus.consume<AdSubmittedEvent>('moderation-ad-submitted', EVENT_SUBJECTS.adSubmitted, (event) => this.review.enqueue(event));
  }
}
