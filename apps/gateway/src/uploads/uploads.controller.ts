import { pipeline } from 'node:stream/promises';
import { Controller, Get, Inject, Param, Res } from '@nestjs/common';
import { SkipThrottle } from '@nestjs/throttler';
import { COMMON_MESSAGES } from '@surimarkt/contracts';
import { fillPhotoLadder, isSafeStorageKey, type PhotoStorage, variantOfKey } from '@surimarkt/server';
import { type Response } from 'express';
import { httpError } from '../common/http-error';
import { PHOTO_STORAGE } from './photo-storage.token';

type StoredPhoto = NonNullable<Awaited<ReturnType<PhotoStorage['get']>>>;

/** Ad photos, at /uploads/<key> (outside the /api prefix). A stored key never changes content. */
@Controller('uploads')
@SkipThrottle()
export class UploadsController {
  /** Detail photos whose missing variants are being made now, by key. */
  private readonly making = new Map<string, Promise<void>>();

  constructor(@Inject(PHOTO_STORAGE) private readonly storage: PhotoStorage) {}

  @Get('*key')
  async photo(@Param('key') key: string | string[], @Res() res: Response): Promise<void> {
    const joined = Array.isArray(key) ? key.join('/') : key;
    // Keys are ours ('ads/2026/abc.webp'): '..', '%2f' tricks and odd characters are simply not found.
    const object = isSafeStorageKey(joined) ? ((await this.storage.get(joined)) ?? (await this.madeVariant(joined))) : null;
    if (!object) throw httpError(404, COMMON_MESSAGES.notFound);
    res.setHeader('Content-Type', object.contentType);
    res.setHeader('Content-Length', String(object.size));
    res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    await pipeline(object.body, res).catch(() => res.destroy());
  }

  /**
   * A photo uploaded before one of its widths existed gets it on first request, made from its detail photo and stored
   * (all its missing widths at once), so the pages' srcset works for every ad even before the ads-service's backfill
   * has reached it. Null when there is no detail photo either. Visitors asking at the same moment share one resize.
   */
  private async madeVariant(key: string): Promise<StoredPhoto | null> {
    const variant = variantOfKey(key);
    if (!variant) return null;
    let making = this.making.get(variant.detailKey);
    if (!making) {
      // A damaged detail photo simply has no variants (404, and the page shows its placeholder).
      making = fillPhotoLadder(this.storage, variant.detailKey)
        .then(() => undefined)
        .catch(() => undefined)
        .finally(() => this.making.delete(variant.detailKey));
      this.making.set(variant.detailKey, making);
    }
    await making;
    return this.storage.get(key);
  }
}
