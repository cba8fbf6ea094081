import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { ADS_SUBJECTS, SeoMetaQueryDto, type SeoMetaResponse, type SitemapEntry } from '@surimarkt/contracts';
import { SeoService } from './seo.service';

@Controller()
export class SeoController {
  constructor(private readonly seo: SeoService) {}

  @MessagePattern(ADS_SUBJECTS.seoMeta)
  meta(@Payload() query: SeoMetaQueryDto): Promise<SeoMetaResponse> {
    return this.seo.meta(query);
  }

  @MessagePattern(ADS_SUBJECTS.sitemap)
  sitemap(): Promise<SitemapEntry[]> {
    return this.seo.sitemap();
  }
}
