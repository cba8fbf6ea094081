import { Module } from '@nestjs/common';
import { CategoriesModule } from '../categories/categories.module';
import { FavouritesController } from './favourites.controller';
import { FavouritesService } from './favourites.service';

@Module({ imports: [CategoriesModule], controllers: [FavouritesController], providers: [FavouritesService] })
export class FavouritesModule {}
