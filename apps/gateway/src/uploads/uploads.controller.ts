import { buffer } from 'node:stream/consumers';
import { pipeline } from 'node:stream/promises';
import { Controller, Get, Inject, Param, Res } from '@nestjs/common';
import { SkipThrottle } from '@nestjs/throttler';
import { COMMON_MESSAGES } from '@surimarkt/contracts';
import { isSafeStorageKey, type PhotoStorage } from '@surimarkt/server';
import { type Response } from 'express';
import { httpError } from '../common/http-error';
import { PHOTO_STORAGE } from './photo-storage.token';
import { detailKeyOfMedium, mediumVariant } from './photo-variants';

type StoredPhoto = NonNullable<Awaited<ReturnType<PhotoStorage['get']>>>;

/** Ad photos, at /uploads/<key> (outside the /api prefix). A stored key never changes content. */
@Controller('uploads')
@SkipThrottle()
export class UploadsController {
  /** Medium variants being made now: visitors asking at the same moment share one resize. */
  private readonly making = new Map<string, Promise<void>>();

  constructor(@Inject(PHOTO_STORAGE) private readonly storage: PhotoStorage) {}

  @Get('*key')
  async photo(@Param('key') key: string | string[], @Res() res: Response): Promise<void> {
    const joined = Array.isArray(key) ? key.join('/') : key;
    // Keys are ours ('ads/2026/abc.webp'): '..', '%2f' tricks and odd characters are simply not found.
    const object = isSafeStorageKey(joined) ? ((await this.storage.get(joined)) ?? (await this.madeMedium(joined))) : null;
    if (!object) throw httpError(404, COMMON_MESSAGES.notFound);
    res.setHeader('Content-Type', object.contentType);
    res.setHeader('Content-Length', String(object.size));
    res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    await pipeline(object.body, res).catch(() => res.destroy());
  }

  /**
   * Photos uploaded before the 800 px variant existed get it on first request, made from their detail photo and stored,
   * so the ad page's srcset works for every ad without a backfill run. Null when there is no detail photo either.
   */
  private async madeMedium(key: string): Promise<StoredPhoto | null> {
    const detailKey = detailKeyOfMedium(key);
    if (!detailKey) return null;
    let making = this.making.get(key);
    if (!making) {
      making = this.makeMedium(key, detailKey).finally(() => this.making.delete(key));
      this.making.set(key, making);
    }
    await making;
    return this.storage.get(key);
  }

  private async makeMedium(key: string, detailKey: string): Promise<void> {
    const detail = await this.storage.get(detailKey);
    if (!detail) return;
    // A detail photo is one we stored (WebP, at most 1600 px), so this resize is small and cannot be a bomb; a
    // damaged one simply has no medium variant (404, and the browser's srcset falls back on its error handler).
    const medium = await buffer(detail.body)
      .then(mediumVariant)
      .catch(() => null);
    if (medium) await this.storage.put(key, medium, 'image/webp');
  }
}
