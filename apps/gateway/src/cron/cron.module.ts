import { Module } from '@nestjs/common';
import { AdminAuthModule } from '../admin-auth/admin-auth.module';
import { CronController } from './cron.controller';
import { CronGuard } from './cron.guard';

/** /api/cron/{job}: the scheduler's secret or a live admin token. */
@Module({ imports: [AdminAuthModule], controllers: [CronController], providers: [CronGuard] })
export class CronModule {}
