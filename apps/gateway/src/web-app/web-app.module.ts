import { Module } from '@nestjs/common';
import { SessionsModule } from '../auth/sessions.module';
import { RecentlyViewedModule } from '../recently-viewed/recently-viewed.module';
import { SeoModule } from '../seo/seo.module';
import { AdPageCache } from './ad-page-cache';
import { AdPageRenders } from './ad-page-renders';
import { StoredAdPages } from './stored-ad-pages';
import { WebAppService } from './web-app.service';

@Module({
  imports: [SeoModule, SessionsModule, RecentlyViewedModule],
  providers: [WebAppService, AdPageCache, StoredAdPages, AdPageRenders],
  exports: [WebAppService],
})
export class WebAppModule {}
