import { Module } from '@nestjs/common';
import { SeoModule } from '../seo/seo.module';
import { WebAppService } from './web-app.service';

@Module({ imports: [SeoModule], providers: [WebAppService], exports: [WebAppService] })
export class WebAppModule {}
