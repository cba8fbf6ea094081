import { Module } from '@nestjs/common';
import { createPhotoStorage } from '@surimarkt/server';
import { type Env } from '../config/env';
import { ENV } from '@surimarkt/server';
import { ImageQueue } from './image-queue';
import { PHOTO_STORAGE } from './photo-storage.token';
import { UploadsController } from './uploads.controller';
import { PhotoUploadController } from './photo-upload.controller';
import { ResumableUploads } from './resumable-uploads';
import { ResumableUploadsController } from './resumable-uploads.controller';
import { AuthModule } from '../auth/auth.module';

@Module({
  imports: [AuthModule],
  controllers: [UploadsController, PhotoUploadController, ResumableUploadsController],
  providers: [{ provide: PHOTO_STORAGE, useFactory: (env: Env) => createPhotoStorage(env), inject: [ENV] }, ImageQueue, ResumableUploads],
})
export class UploadsModule {}
