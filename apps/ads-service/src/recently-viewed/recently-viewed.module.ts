import { Module } from '@nestjs/common';
import { CategoriesModule } from '../categories/categories.module';
import { RecentlyViewedController } from './recently-viewed.controller';
import { RecentlyViewedService } from './recently-viewed.service';

@Module({ imports: [CategoriesModule], controllers: [RecentlyViewedController], providers: [RecentlyViewedService] })
export class RecentlyViewedModule {}
