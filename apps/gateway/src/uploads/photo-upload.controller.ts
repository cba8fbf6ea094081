import { Controller, HttpCode, Inject, Post, Req, Res, UseGuards } from '@nestjs/common';
import { AD_LIMITS, AD_WRITE_MESSAGES as M, type UploadImagesResponse } from '@surimarkt/contracts';
import { type PhotoStorage } from '@surimarkt/server';
import { type Request, type Response } from 'express';
import multer, { MulterError } from 'multer';
import { httpError } from '../common/http-error';
import { SessionGuard } from '../auth/session.guard';
import { photoVariants, storePhotoVariants } from './photo-variants';
import { ImageQueue } from './image-queue';
import { PHOTO_STORAGE } from './photo-storage.token';

// Multipart field 'images': at most 5 files of at most 5 MB each, nothing else (contract). Held in memory only for
// the checks and resizing; photos never travel over NATS, only their urls do (with the ad).
const readImages = multer({
  storage: multer.memoryStorage(),
  limits: { files: AD_LIMITS.photosMax, fileSize: AD_LIMITS.photoBytesMax, fields: 0, parts: AD_LIMITS.photosMax },
}).array('images', AD_LIMITS.photosMax);

@Controller('upload-images')
export class PhotoUploadController {
  constructor(
    @Inject(PHOTO_STORAGE) private readonly storage: PhotoStorage,
    private readonly queue: ImageQueue,
  ) {}

  /** All or nothing: every file is checked and resized before any is stored; one bad file refuses the lot. */
  @Post()
  @HttpCode(201)
  @UseGuards(SessionGuard)
  async upload(@Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<UploadImagesResponse> {
    const leave = await this.queue.enter().catch(async (error: unknown) => {
      // Read and drop the body before answering: a client still sending would otherwise see its connection reset
      // instead of the 503. Nothing is kept, so a full queue costs no memory.
      await drained(req);
      throw error;
    });
    try {
      return await this.resizeAndStore(req, res);
    } finally {
      leave();
    }
  }

  private async resizeAndStore(req: Request, res: Response): Promise<UploadImagesResponse> {
    await new Promise<void>((resolve, reject) =>
      readImages(req, res, (error: unknown) => (error ? reject(toHttpError(error)) : resolve())),
    );
    const files = (req.files as Express.Multer.File[] | undefined) ?? [];
    if (files.length === 0) throw httpError(400, M.invalidFiles, { images: M.invalidFiles });
    // One photo decoded at a time: a request's memory is that of its largest photo, not of all five.
    const variants = [];
    for (const file of files) variants.push(await photoVariants(file.buffer));
    if (variants.some((v) => v === null)) throw httpError(400, M.invalidFiles, { images: M.invalidFiles });
    const urls: string[] = [];
    for (const v of variants as NonNullable<(typeof variants)[number]>[]) urls.push(await storePhotoVariants(this.storage, v));
    return { urls };
  }
}

function toHttpError(error: unknown) {
  if (error instanceof MulterError) {
    if (error.code === 'LIMIT_FILE_SIZE') return httpError(413, M.invalidFiles, { images: M.invalidFiles });
    if (error.code === 'LIMIT_FILE_COUNT' || error.code === 'LIMIT_PART_COUNT')
      return httpError(400, M.tooManyPhotos, { images: M.tooManyPhotos });
    return httpError(400, M.invalidFiles, { images: M.invalidFiles });
  }
  return httpError(400, M.invalidFiles, { images: M.invalidFiles });
}

function drained(req: Request): Promise<void> {
  return new Promise((resolve) => {
    req.on('end', resolve).on('error', () => resolve());
    req.resume();
  });
}
