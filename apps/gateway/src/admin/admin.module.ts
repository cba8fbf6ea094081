import { Module } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { AuthModule } from '../auth/auth.module';
import { CronController } from '../cron/cron.controller';
import { CronGuard } from '../cron/cron.guard';
import { AdminAdsController } from './admin-ads.controller';
import { AdminDatabaseController } from './admin-database.controller';
import { AdminSiteController } from './admin-site.controller';
import { AdminAdsReader } from './admin-ads.service';
import { AdminUsersController } from './admin-users.controller';
import { AdminController } from './admin.controller';
import { AdminGuard } from './admin.guard';
import { SessionOrAdminGuard } from './session-or-admin.guard';
import { AuditInterceptor } from './audit.interceptor';

// The cron calls live here because they take the admin token as well as the scheduler's secret.
@Module({
  imports: [AuthModule],
  controllers: [AdminController, AdminAdsController, AdminDatabaseController, AdminSiteController, AdminUsersController, CronController],
  providers: [{ provide: APP_INTERCEPTOR, useClass: AuditInterceptor }, AdminGuard, CronGuard, AdminAdsReader, SessionOrAdminGuard],
  exports: [AdminGuard, AdminAdsReader, SessionOrAdminGuard],
})
export class AdminModule {}
