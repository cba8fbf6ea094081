import { Module } from '@nestjs/common';
import { AdminAuthModule } from '../admin-auth/admin-auth.module';
import { AuthModule } from '../auth/auth.module';
import { AdminReportsController } from './admin-reports.controller';
import { ReportsController } from './reports.controller';

@Module({ imports: [AuthModule, AdminAuthModule], controllers: [ReportsController, AdminReportsController] })
export class ReportsModule {}
