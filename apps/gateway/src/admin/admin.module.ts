import { Module } from '@nestjs/common';
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

// The cron calls live here because they take the admin token as well as the scheduler's secret.
@Module({
  imports: [AuthModule],
  controllers: [AdminController, AdminAdsController, AdminDatabaseController, AdminSiteController, AdminUsersController, CronController],
  providers: [AdminGuard, CronGuard, AdminAdsReader, SessionOrAdminGuard],
  exports: [AdminGuard, AdminAdsReader, SessionOrAdminGuard],
})
export class AdminModule {}
