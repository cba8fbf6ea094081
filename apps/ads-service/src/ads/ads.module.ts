import { Module } from '@nestjs/common';
import { CategoriesModule } from '../categories/categories.module';
import { OwnAdReader } from './own-ad-reader.service';

/** The ads table itself: its entity, row mapping and SQL (files of this folder), and the reader of an ad of any status. */
@Module({ imports: [CategoriesModule], providers: [OwnAdReader], exports: [OwnAdReader] })
export class AdsModule {}
