import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { type ActivityLoggedEvent } from '@surimarkt/contracts';
import { Repository } from 'typeorm';
import { ActivityEntity } from './activity.entity';

@Injectable()
export class ActivitiesService {
  constructor(@InjectRepository(ActivityEntity) private readonly activities: Repository<ActivityEntity>) {}

  async record(event: ActivityLoggedEvent): Promise<void> {
    await this.activities.insert({
      actionType: event.actionType,
      actionData: event.actionData ?? {},
      ipAddress: event.ipAddress.slice(0, 64),
      country: event.country.slice(0, 16),
      userAgent: event.userAgent?.slice(0, 512) ?? null,
      userId: event.userId,
      occurredAt: new Date(event.occurredAt),
    });
  }
}
