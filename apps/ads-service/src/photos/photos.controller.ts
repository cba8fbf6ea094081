import { Controller } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import { ADS_SUBJECTS, type OrphanPhotosRemoval, type PhotoWidthsFill } from '@surimarkt/contracts';
import { OrphanPhotos } from './orphan-photos.service';
import { PhotoWidthsBackfill } from './photo-widths.service';

@Controller()
export class PhotosController {
  constructor(
    private readonly backfill: PhotoWidthsBackfill,
    private readonly orphans: OrphanPhotos,
  ) {}

  @MessagePattern(ADS_SUBJECTS.fillPhotoWidths)
  fillWidths(): Promise<PhotoWidthsFill> {
    return this.backfill.fillAll();
  }

  @MessagePattern(ADS_SUBJECTS.removeOrphanPhotos)
  removeOrphans(): Promise<OrphanPhotosRemoval> {
    return this.orphans.remove();
  }
}
