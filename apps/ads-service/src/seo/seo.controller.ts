import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  ADS_SUBJECTS,
  SEO_REPORT_SUBJECT,
  SeoMetaQueryDto,
  type SeoMetaResponse,
  type SeoReport,
  type PublicAdIdsRequest,
  type SitemapEntry,
} from '@surimarkt/contracts';
import { SeoReportService } from './seo-report.service';
import { SeoService } from './seo.service';

@Controller()
export class SeoController {
  constructor(
    private readonly seo: SeoService,
    private readonly seoReport: SeoReportService,
  ) {}

  @MessagePattern(SEO_REPORT_SUBJECT)
  report(): Promise<SeoReport> {
    return this.seoReport.report();
  }

  @MessagePattern(ADS_SUBJECTS.seoMeta)
  meta(@Payload() query: SeoMetaQueryDto): Promise<SeoMetaResponse> {
    return this.seo.meta(query);
  }

  @MessagePattern(ADS_SUBJECTS.sitemap)
  sitemap(): Promise<SitemapEntry[]> {
    return this.seo.sitemap();
  }

  @MessagePattern(ADS_SUBJECTS.publicIds)
  publicIds(@Payload() request: PublicAdIdsRequest): Promise<{ ids: number[] }> {
    return this.seo.publicIds(request);
  }
}
