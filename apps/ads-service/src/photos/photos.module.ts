import { Module } from '@nestjs/common';
import { PhotosController } from './photos.controller';
import { PhotoWidthsBackfill } from './photo-widths.service';

@Module({ controllers: [PhotosController], providers: [PhotoWidthsBackfill] })
export class PhotosModule {}
