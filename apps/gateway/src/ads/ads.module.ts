import { Module } from '@nestjs/common';
import { AdminModule } from '../admin/admin.module';
import { AuthModule } from '../auth/auth.module';
import { AdsController } from './ads.controller';

@Module({ imports: [AuthModule, AdminModule], controllers: [AdsController] })
export class AdsModule {}
