import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { AdsController } from './ads.controller';

@Module({ imports: [AuthModule], controllers: [AdsController] })
export class AdsModule {}
