import { Controller } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import { ANALYTICS_SUBJECTS } from '@surimarkt/contracts';
import { ActivitiesService } from './activities.service';

@Controller()
export class ActivitiesController {
  constructor(private readonly activities: ActivitiesService) {}

  // The payload stays untyped here on purpose: the service validates it and drops a bad event instead of failing.
  @EventPattern(ANALYTICS_SUBJECTS.activityLogged)
  async record(@Payload() event: unknown): Promise<void> {
    await this.activities.record(event);
  }
}
