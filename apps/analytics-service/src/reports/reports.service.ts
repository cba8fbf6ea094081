import { Injectable } from '@nestjs/common';
import { ANALYTICS_REPORT_MESSAGES, ANALYTICS_TOP, type AnalyticsReportRequest } from '@surimarkt/contracts';
import { badRequest } from '@surimarkt/server';
import { DataSource } from 'typeorm';

const TODAY = `(now() AT TIME ZONE 'America/Paramaribo')::date`;
const SINCE = `${TODAY} - ($1::int - 1)`;

/** The dashboard's figures, read from the daily rollups (fast at millions of events) and, for the latest rows, the events. */
@Injectable()
export class ReportsService {
  constructor(private readonly dataSource: DataSource) {}

  async report(dto: AnalyticsReportRequest): Promise<unknown> {
    const days = dto.days ?? 30;
    switch (dto.report) {
      case 'search-terms':
        return (await this.top('search', days)).map(({ key, count }) => ({ term: key, count }));
      case 'countries':
        return (await this.top('country', days)).map(({ key, count }) => ({ country: key, count }));
      case 'action-types':
        return (await this.top('action', days)).map(({ key, count }) => ({ actionType: key, count }));
      case 'category-views':
        return (await this.top('category', days)).map(({ key, count }) => ({ category: key, count }));
      case 'activity':
        return this.perDay(
          `SELECT "day", "count" FROM "analytics"."daily_counts" WHERE "dimension" = 'all' AND "key" = '' AND "day" >= ${SINCE}`,
          days,
        );
      case 'daily-users':
        return this.perDay(
          `SELECT "day", "count" FROM "analytics"."daily_counts" WHERE "dimension" = 'visitors' AND "key" = '' AND "day" >= ${SINCE}`,
          days,
        );
      case 'user-activities':
        return this.latest(days, dto.limit ?? 100);
      case 'summary':
        return this.summary(days);
      default:
        throw badRequest(ANALYTICS_REPORT_MESSAGES.reportUnknown);
    }
  }

  private async top(dimension: string, days: number): Promise<{ key: string; count: number }[]> {
    const rows: { key: string; count: string }[] = await this.dataSource.query(
      `SELECT "key", sum("count") AS "count" FROM "analytics"."daily_counts" WHERE "dimension" = $2 AND "day" >= ${SINCE}
        GROUP BY "key" ORDER BY 2 DESC, 1 LIMIT ${ANALYTICS_TOP}`,
      [days, dimension],
    );
    return rows.map((r) => ({ key: r.key, count: Number(r.count) }));
  }

  private async perDay(sql: string, days: number): Promise<{ date: string; count: number }[]> {
    const rows: { day: string; count: string }[] = await this.dataSource.query(
      `SELECT to_char("day", 'YYYY-MM-DD') AS "day", "count" FROM (${sql}) d ORDER BY 1`,
      [days],
    );
    return rows.map((r) => ({ date: r.day, count: Number(r.count) }));
  }

  /** The latest events of the period, newest first; the gateway adds the users' names. */
  private async latest(days: number, limit: number) {
    const rows: {
      id: string;
      action_type: string;
      user_id: string | null;
      action_data: Record<string, unknown>;
      country: string;
      occurred_at: Date;
    }[] = await this.dataSource.query(
      `SELECT "id", "action_type", "user_id", "action_data", "country", "occurred_at" FROM "analytics"."activities"
          WHERE "occurred_at" >= (${SINCE})::timestamp AT TIME ZONE 'America/Paramaribo' ORDER BY "occurred_at" DESC, "id" DESC LIMIT $2`,
      [days, limit],
    );
    return rows.map((r) => ({
      id: Number(r.id),
      actionType: r.action_type,
      userId: r.user_id,
      actionData: r.action_data,
      country: r.country,
      createdAt: new Date(r.occurred_at).toISOString(),
    }));
  }

  private async summary(days: number) {
    const [row] = await this.dataSource.query(
      `SELECT
         (SELECT coalesce(sum("count"), 0) FROM "analytics"."daily_counts" WHERE "dimension" = 'all' AND "day" >= ${SINCE}) AS "total",
         (SELECT count(DISTINCT "key") FROM "analytics"."daily_counts" WHERE "dimension" = 'search' AND "day" >= ${SINCE}) AS "terms",
         (SELECT count(DISTINCT "key") FROM "analytics"."daily_counts" WHERE "dimension" = 'country' AND "day" >= ${SINCE}) AS "countries",
         (SELECT count(*) FROM "analytics"."visitors" WHERE "last_day" >= ${SINCE}) AS "visitors",
         (SELECT coalesce(sum("count"), 0) FROM "analytics"."daily_counts" WHERE "dimension" = 'visitors' AND "day" >= ${SINCE}) AS
           "visitor_days"`,
      [days],
    );
    return {
      totalActivities: Number(row.total),
      averagePerDay: Math.round(Number(row.total) / days),
      searchTerms: Number(row.terms),
      countries: Number(row.countries),
      totalUsers: Number(row.visitors),
      averageUsersPerDay: Math.round(Number(row.visitor_days) / days),
    };
  }
}
