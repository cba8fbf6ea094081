import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { DataExportController } from './data-export.controller';

@Module({ imports: [AuthModule], controllers: [DataExportController] })
export class DataExportModule {}
