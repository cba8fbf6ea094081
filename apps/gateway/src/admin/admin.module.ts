import { Module } from '@nestjs/common';
import { AdminAuthModule } from '../admin-auth/admin-auth.module';
import { AdminAdsController } from './admin-ads.controller';
import { AdminAdsReader } from './admin-ads.service';
import { AdminDatabaseController } from './admin-database.controller';
import { AdminRiskController } from './admin-risk.controller';
import { AdminSiteController } from './admin-site.controller';
import { AdminUsersController } from './admin-users.controller';
import { AdminController } from './admin.controller';

/** The back-office's routes under /api/admin (and the status of an ad). */
@Module({
  imports: [AdminAuthModule],
  controllers: [
    AdminController,
    AdminAdsController,
    AdminDatabaseController,
    AdminSiteController,
    AdminUsersController,
    AdminRiskController,
  ],
  providers: [AdminAdsReader],
})
export class AdminModule {}
