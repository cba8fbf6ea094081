import { Module } from '@nestjs/common';
import { SeoMetaService } from './seo-meta.service';
import { SeoController } from './seo.controller';
import { SitemapController } from './sitemap.controller';

@Module({ controllers: [SeoController, SitemapController], providers: [SeoMetaService], exports: [SeoMetaService] })
export class SeoModule {}
