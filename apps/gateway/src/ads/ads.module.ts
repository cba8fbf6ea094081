import { Module } from '@nestjs/common';
import { AdminAuthModule } from '../admin-auth/admin-auth.module';
import { AuthModule } from '../auth/auth.module';
import { RecentlyViewedModule } from '../recently-viewed/recently-viewed.module';
import { AdsController } from './ads.controller';

@Module({ imports: [AuthModule, AdminAuthModule, RecentlyViewedModule], controllers: [AdsController] })
export class AdsModule {}
