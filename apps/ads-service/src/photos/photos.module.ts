import { Module } from '@nestjs/common';
import { OrphanPhotos } from './orphan-photos.service';
import { PhotoWidthsBackfill } from './photo-widths.service';

@Module({ providers: [PhotoWidthsBackfill, OrphanPhotos], exports: [PhotoWidthsBackfill, OrphanPhotos] })
export class PhotosModule {}
