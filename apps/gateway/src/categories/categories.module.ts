import { Module } from '@nestjs/common';
import { AdminAuthModule } from '../admin-auth/admin-auth.module';
import { CategoriesController } from './categories.controller';
import { CategoryAdminController } from './category-admin.controller';

@Module({ imports: [AdminAuthModule], controllers: [CategoriesController, CategoryAdminController] })
export class CategoriesModule {}
