import { Module } from '@nestjs/common';
import { CategoriesModule } from '../categories/categories.module';
import { SeoController } from './seo.controller';
import { SeoReportService } from './seo-report.service';
import { SeoService } from './seo.service';

@Module({
  imports: [CategoriesModule],
  controllers: [SeoController],
  providers: [SeoService, SeoReportService],
})
export class SeoModule {}
