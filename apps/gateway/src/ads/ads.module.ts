import { Module } from '@nestjs/common';
import { AdminModule } from '../admin/admin.module';
import { AuthModule } from '../auth/auth.module';
import { RecentlyViewedModule } from '../recently-viewed/recently-viewed.module';
import { AdsController } from './ads.controller';

@Module({ imports: [AuthModule, AdminModule, RecentlyViewedModule], controllers: [AdsController] })
export class AdsModule {}
