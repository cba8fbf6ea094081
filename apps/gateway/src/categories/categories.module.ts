import { Module } from '@nestjs/common';
import { AdminModule } from '../admin/admin.module';
import { CategoriesController } from './categories.controller';
import { CategoryAdminController } from './category-admin.controller';

@Module({ imports: [AdminModule], controllers: [CategoriesController, CategoryAdminController] })
export class CategoriesModule {}
