import { Module } from '@nestjs/common';
import { SessionsModule } from '../auth/sessions.module';
import { SeoModule } from '../seo/seo.module';
import { WebAppService } from './web-app.service';

@Module({ imports: [SeoModule, SessionsModule], providers: [WebAppService], exports: [WebAppService] })
export class WebAppModule {}
