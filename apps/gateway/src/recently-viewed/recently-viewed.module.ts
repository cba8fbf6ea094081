import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { RecentlyViewedController } from './recently-viewed.controller';
import { ViewRecorder } from './view-recorder.service';

@Module({ imports: [AuthModule], controllers: [RecentlyViewedController], providers: [ViewRecorder], exports: [ViewRecorder] })
export class RecentlyViewedModule {}
