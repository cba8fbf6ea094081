import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';

/** What the privacy page promises: raw addresses and user agents for 30 days, the records themselves for 12 months. */
export const RAW_ADDRESS_DAYS = 30;
export const RECORD_MONTHS = 12;

@Injectable()
export class RetentionJob {
  private readonly logger = new Logger(RetentionJob.name);

  constructor(@InjectDataSource() private readonly ds: DataSource) {}

  /** The nightly 'retention' job (AnalyticsJobs runs it on one replica); the statements are idempotent besides. */
  async run(): Promise<{ anonymised: number; deleted: number }> {
    const [, anonymised] = await this.ds.query(
      `UPDATE analytics.activities SET ip_address = NULL, user_agent = NULL
        WHERE occurred_at < now() - make_interval(days => $1) AND (ip_address IS NOT NULL OR user_agent IS NOT NULL)`,
      [RAW_ADDRESS_DAYS],
    );
    const [, deleted] = await this.ds.query(`DELETE FROM analytics.activities WHERE occurred_at < now() - make_interval(months => $1)`, [
      RECORD_MONTHS,
    ]);
    // Who visited on a day is personal too (a user id or a shortened address): it goes with the records.
    await this.ds.query(`DELETE FROM analytics.daily_visitors WHERE day < (now() - make_interval(months => $1))::date`, [RECORD_MONTHS]);
    await this.ds.query(`DELETE FROM analytics.visitors WHERE last_day < (now() - make_interval(months => $1))::date`, [RECORD_MONTHS]);
    // Who was counted for an ad serves only to count them once that day.
    await this.ds.query(`DELETE FROM analytics.ad_event_visitors WHERE day < (now() AT TIME ZONE 'America/Paramaribo')::date - 1`);
    if (anonymised || deleted) this.logger.log(`retention: ${anonymised} addresses removed, ${deleted} old records deleted`);
    return { anonymised: Number(anonymised), deleted: Number(deleted) };
  }
}
