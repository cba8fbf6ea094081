import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { EVENT_SUBJECTS } from '@surimarkt/contracts';
import { EventBus } from '@surimarkt/server';
import { ActivitiesService } from './activities.service';

/** Up to 500 events, or what arrived within 50 ms, in one write; events sent while this service was down wait in JetStream. */
@Injectable()
export class ActivitiesConsumer implements OnApplicationBootstrap {
  constructor(
    private readonly bus: EventBus,
    private readonly activities: ActivitiesService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.bus.consumeBatches<unknown>(
      'analytics-activities',
      EVENT_SUBJECTS.activityLogged,
      async (events) => {
        await this.activities.recordBatch(events);
      },
      { max: 500, waitMs: 50 },
    );
  }
}
