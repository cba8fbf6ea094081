import { Controller } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import { ADS_SUBJECTS, type PhotoWidthsFill } from '@surimarkt/contracts';
import { PhotoWidthsBackfill } from './photo-widths.service';

@Controller()
export class PhotosController {
  constructor(private readonly backfill: PhotoWidthsBackfill) {}

  @MessagePattern(ADS_SUBJECTS.fillPhotoWidths)
  fillWidths(): Promise<PhotoWidthsFill> {
    return this.backfill.fillAll();
  }
}
