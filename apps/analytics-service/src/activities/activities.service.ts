import { Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { ActivityLoggedEventDto } from '@surimarkt/contracts';
import { toFieldErrors } from '@surimarkt/server';
import { plainToInstance } from 'class-transformer';
import { validate } from 'class-validator';
import { Repository } from 'typeorm';
import { ActivityEntity } from './activity.entity';
import { resolveCountry } from './resolve-country';
import { truncateAddress } from './truncate-address';

@Injectable()
export class ActivitiesService {
  private readonly logger = new Logger(ActivitiesService.name);

  constructor(@InjectRepository(ActivityEntity) private readonly activities: Repository<ActivityEntity>) {}

  /**
   * Stores one activity event with the country of its address. An event has no reply, so a malformed
   * one is dropped and logged rather than thrown: it must never stop the consumer.
   */
  async record(payload: unknown): Promise<boolean> {
    const event = await this.validEvent(payload);
    if (!event) return false;
    // save() rather than insert(): TypeORM's insert type cannot express an open JSON object.
    const activity = this.activities.create({
      actionType: event.actionType,
      actionData: event.actionData,
      ipAddress: event.ipAddress,
      ipPrefix: truncateAddress(event.ipAddress),
      country: resolveCountry(event.ipAddress),
      userAgent: event.userAgent?.slice(0, 512) ?? null,
      userId: event.userId ?? null,
      occurredAt: new Date(event.occurredAt),
    });
    await this.activities.save(activity);
    return true;
  }

  private async validEvent(payload: unknown): Promise<ActivityLoggedEventDto | null> {
    if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) {
      this.logger.warn('dropped an activity event that is not an object');
      return null;
    }
    const event = plainToInstance(ActivityLoggedEventDto, payload);
    const errors = await validate(event, { forbidUnknownValues: false });
    if (errors.length) {
      this.logger.warn(`dropped an invalid activity event: ${JSON.stringify(toFieldErrors(errors))}`);
      return null;
    }
    return event;
  }
}
