import { Injectable } from '@nestjs/common';
import { type AdminReportList } from '@surimarkt/contracts';
import { DataSource } from 'typeorm';
import { AdReportsService } from './ad-reports.service';
import { ReviewReportsService } from './review-reports.service';

/** What waits for the operator: the back-office's 'Meldingen' section and the counter of its notification panel. */
@Injectable()
export class ReportsOverview {
  constructor(
    private readonly dataSource: DataSource,
    private readonly ads: AdReportsService,
    private readonly reviews: ReviewReportsService,
  ) {}

  async list(): Promise<AdminReportList> {
    const [reports, reviewReports] = await Promise.all([this.ads.list(), this.reviews.list()]);
    return { reports, reviewReports };
  }

  /** Every report still open: the operator's decisions delete the reports they settle. */
  async count(): Promise<{ open: number }> {
    const [{ open }] = await this.dataSource.query(
      `SELECT (SELECT count(*) FROM "ads"."ad_reports") + (SELECT count(*) FROM "ads"."review_reports") AS "open"`,
    );
    return { open: Number(open) };
  }
}
