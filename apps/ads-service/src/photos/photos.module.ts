import { Module } from '@nestjs/common';
import { OrphanPhotos } from './orphan-photos.service';
import { PhotosController } from './photos.controller';
import { PhotoWidthsBackfill } from './photo-widths.service';

@Module({ controllers: [PhotosController], providers: [PhotoWidthsBackfill, OrphanPhotos] })
export class PhotosModule {}
