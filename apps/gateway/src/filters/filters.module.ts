import { Module } from '@nestjs/common';
import { AdminAuthModule } from '../admin-auth/admin-auth.module';
import { AdminFiltersController, FiltersController } from './filters.controller';

@Module({ imports: [AdminAuthModule], controllers: [FiltersController, AdminFiltersController] })
export class FiltersModule {}
