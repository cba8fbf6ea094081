import { Module } from '@nestjs/common';
import { CategoriesModule } from '../categories/categories.module';
import { ConfigModule } from '../config/config.module';
import { SeoController } from './seo.controller';
import { SeoReportService } from './seo-report.service';
import { SeoService } from './seo.service';

@Module({
  imports: [CategoriesModule, ConfigModule],
  controllers: [SeoController],
  providers: [SeoService, SeoReportService],
})
export class SeoModule {}
