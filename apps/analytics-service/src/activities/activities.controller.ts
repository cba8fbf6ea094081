import { Controller } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import { ANALYTICS_SUBJECTS, type ActivityLoggedEvent } from '@surimarkt/contracts';
import { ActivitiesService } from './activities.service';

@Controller()
export class ActivitiesController {
  constructor(private readonly activities: ActivitiesService) {}

  @EventPattern(ANALYTICS_SUBJECTS.activityLogged)
  record(@Payload() event: ActivityLoggedEvent): Promise<void> {
    return this.activities.record(event);
  }
}
