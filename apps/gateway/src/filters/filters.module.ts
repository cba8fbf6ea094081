import { Module } from '@nestjs/common';
import { AdminModule } from '../admin/admin.module';
import { AdminFiltersController, FiltersController } from './filters.controller';

@Module({ imports: [AdminModule], controllers: [FiltersController, AdminFiltersController] })
export class FiltersModule {}
