import { Module } from '@nestjs/common';
import { CategoriesModule } from '../categories/categories.module';
import { FiltersController } from './filters.controller';
import { FiltersService } from './filters.service';

/** The per-category filters: their definitions (back-office), an ad's values, and a list's conditions. */
@Module({ imports: [CategoriesModule], controllers: [FiltersController], providers: [FiltersService], exports: [FiltersService] })
export class FiltersModule {}
