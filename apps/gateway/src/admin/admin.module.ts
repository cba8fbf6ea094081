import { Module } from '@nestjs/common';
import { CronController } from '../cron/cron.controller';
import { CronGuard } from '../cron/cron.guard';
import { AdminController } from './admin.controller';
import { AdminGuard } from './admin.guard';

// The cron calls live here because they take the admin token as well as the scheduler's secret.
@Module({ controllers: [AdminController, CronController], providers: [AdminGuard, CronGuard], exports: [AdminGuard] })
export class AdminModule {}
