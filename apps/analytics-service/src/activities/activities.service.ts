import { Injectable, Logger } from '@nestjs/common';
import { ActivityLoggedEventDto } from '@surimarkt/contracts';
import { toFieldErrors } from '@surimarkt/server';
import { plainToInstance } from 'class-transformer';
import { validate } from 'class-validator';
import { DataSource } from 'typeorm';
import { adEventsSelect, adFirstsRollupSelect, rollupSelect, visitorsSelect } from '../reports/rollup-sql';
import { visitorOf } from './visitor-of';
import { resolveCountry } from './resolve-country';
import { truncateAddress } from './truncate-address';

/**
 * Stores activity events a batch at a time: one statement inserts the new ones (an event id seen before is skipped)
 * and adds exactly those to the daily rollups the dashboard reads. A seller's per-ad figures count only each
 * visitor's first view, contact and search term of the day (ad_event_visitors keeps who was counted).
 */
const INSERT_BATCH = `
  WITH "incoming" AS (
    SELECT * FROM jsonb_to_recordset($1::jsonb) AS x("event_id" uuid, "action_type" varchar, "action_data" jsonb, "ip_address" varchar,
      "ip_prefix" varchar, "country" varchar, "user_agent" varchar, "user_id" varchar, "district" varchar, "occurred_at" timestamptz,
      "visitor" varchar)
  ), "inserted" AS (
    INSERT INTO "analytics"."activities" ("event_id", "action_type", "action_data", "ip_address", "ip_prefix", "country", "user_agent",
      "user_id", "district", "occurred_at", "visitor")
    SELECT "event_id", "action_type", "action_data", "ip_address", "ip_prefix", "country", "user_agent", "user_id", "district",
      "occurred_at", "visitor" FROM "incoming"
    ON CONFLICT ("event_id") DO NOTHING
    RETURNING "occurred_at", "action_type", "action_data", "country", "user_id", "ip_prefix", "district", "visitor"
  ), "counted" AS (
    INSERT INTO "analytics"."daily_counts" ("day", "dimension", "key", "count") ${rollupSelect('"inserted"')}
    ON CONFLICT ("dimension", "day", "key") DO UPDATE SET "count" = "daily_counts"."count" + EXCLUDED."count"
  ), "ad_firsts" AS (
    INSERT INTO "analytics"."ad_event_visitors" ("ad_id", "day", "dimension", "key", "visitor", "country", "district")
    ${adEventsSelect('"inserted"', '"incoming"')}
    ON CONFLICT DO NOTHING
    RETURNING "ad_id", "day", "dimension", "key", "country", "district"
  ), "ad_counted" AS (
    INSERT INTO "analytics"."ad_daily_counts" ("ad_id", "day", "dimension", "key", "count") ${adFirstsRollupSelect('"ad_firsts"')}
    ON CONFLICT ("ad_id", "dimension", "day", "key") DO UPDATE SET "count" = "ad_daily_counts"."count" + EXCLUDED."count"
  ), "batch_visitors" AS (${visitorsSelect('"inserted"')}
  ), "new_visitor_days" AS (
    INSERT INTO "analytics"."daily_visitors" ("day", "visitor") SELECT "day", "visitor" FROM "batch_visitors" ON CONFLICT DO NOTHING
      RETURNING "day"
  ), "visitor_counts" AS (
    INSERT INTO "analytics"."daily_counts" ("day", "dimension", "key", "count") SELECT "day", 'visitors', '', count(*) FROM
      "new_visitor_days" GROUP BY "day"
    ON CONFLICT ("dimension", "day", "key") DO UPDATE SET "count" = "daily_counts"."count" + EXCLUDED."count"
  )
  INSERT INTO "analytics"."visitors" ("visitor", "last_day") SELECT "visitor", max("day") FROM "batch_visitors" GROUP BY "visitor"
  ON CONFLICT ("visitor") DO UPDATE SET "last_day" = greatest("visitors"."last_day", EXCLUDED."last_day")`;

@Injectable()
export class ActivitiesService {
  private readonly logger = new Logger(ActivitiesService.name);

  constructor(private readonly dataSource: DataSource) {}

  /** A malformed event is dropped and logged, never thrown: it could never succeed and must not block the rest. */
  async recordBatch(payloads: unknown[]): Promise<number> {
    const events = (await Promise.all(payloads.map((p) => this.validEvent(p)))).filter((e): e is ActivityLoggedEventDto => e !== null);
    if (!events.length) return 0;
    const rows = events.map((event) => ({
      event_id: event.eventId,
      action_type: event.actionType,
      action_data: event.actionData,
      ip_address: event.ipAddress,
      ip_prefix: truncateAddress(event.ipAddress),
      country: resolveCountry(event.ipAddress),
      user_agent: event.userAgent?.slice(0, 512) ?? null,
      user_id: event.userId ?? null,
      district: event.district ?? null,
      occurred_at: event.occurredAt,
      visitor: visitorOf(event),
    }));
    await this.dataSource.query(INSERT_BATCH, [JSON.stringify(rows)]);
    return rows.length;
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
