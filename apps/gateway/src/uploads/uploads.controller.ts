import { pipeline } from 'node:stream/promises';
import { Controller, Get, Inject, Param, Res } from '@nestjs/common';
import { SkipThrottle } from '@nestjs/throttler';
import { COMMON_MESSAGES } from '@surimarkt/contracts';
import { isSafeStorageKey, type PhotoStorage } from '@surimarkt/server';
import { type Response } from 'express';
import { httpError } from '../common/http-error';
import { PHOTO_STORAGE } from './photo-storage.token';

/** Ad photos, at /uploads/<key> (outside the /api prefix). A stored key never changes content. */
@Controller('uploads')
@SkipThrottle()
export class UploadsController {
  constructor(@Inject(PHOTO_STORAGE) private readonly storage: PhotoStorage) {}

  @Get('*key')
  async photo(@Param('key') key: string | string[], @Res() res: Response): Promise<void> {
    const joined = Array.isArray(key) ? key.join('/') : key;
    // Keys are ours ('ads/2026/abc.webp'): '..', '%2f' tricks and odd characters are simply not found.
    const object = isSafeStorageKey(joined) ? await this.storage.get(joined) : null;
    if (!object) throw httpError(404, COMMON_MESSAGES.notFound);
    res.setHeader('Content-Type', object.contentType);
    res.setHeader('Content-Length', String(object.size));
    res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    await pipeline(object.body, res).catch(() => res.destroy());
  }
}
