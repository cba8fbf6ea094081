import { Module } from '@nestjs/common';
import { AdsDataExport } from './ads-data-export.service';
import { DataExportController } from './data-export.controller';

@Module({ controllers: [DataExportController], providers: [AdsDataExport] })
export class DataExportModule {}
