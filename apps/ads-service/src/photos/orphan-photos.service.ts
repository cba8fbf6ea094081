import { Injectable } from '@nestjs/common';
import { PHOTO_VARIANTS, type OrphanPhotosRemoval } from '@surimarkt/contracts';
import { createPhotoStorage, InjectEnv, type PhotoStorage, UPLOADS_URL_PREFIX } from '@surimarkt/server';
import { DataSource } from 'typeorm';
import { type Env } from '../config/env';

const HOUR_MS = 60 * 60 * 1000;
/** A photo not on an ad or draft this long after its upload was left behind (a form closed, a photo swapped). */
export const ORPHAN_AFTER_HOURS = 24;
/** How far back a run looks: uploads older than this were judged by earlier daily runs. */
const LOOK_BACK_DAYS = 7;
const BATCH = 500;
/** Every variant's suffix, longest first, so '-w320' is not read as the detail photo of 'x-w320'. */
const SUFFIXES = Object.values(PHOTO_VARIANTS)
  .map((v) => v.suffix)
  .filter(Boolean)
  .sort((a, b) => b.length - a.length);

/**
 * Removes uploaded photos that never made it onto an ad or a draft, 24 hours after their upload, with all their
 * widths. Only the months of the last week are listed (keys are 'ads/YYYY/MM/…'), so a daily run reads that week's
 * uploads, not the whole store; a photo on an ad, on its last approved version or in a draft always stays.
 */
@Injectable()
export class OrphanPhotos {
  private readonly storage: PhotoStorage;

  constructor(
    private readonly dataSource: DataSource,
    @InjectEnv() env: Env,
  ) {
    this.storage = createPhotoStorage(env);
  }

  async remove(now = new Date()): Promise<OrphanPhotosRemoval> {
    const until = now.getTime() - ORPHAN_AFTER_HOURS * HOUR_MS;
    const from = now.getTime() - LOOK_BACK_DAYS * 24 * HOUR_MS;
    const byDetail = new Map<string, string[]>();
    for (const prefix of monthPrefixes(new Date(from), now)) {
      for await (const object of this.storage.list(prefix)) {
        const time = object.modifiedAt.getTime();
        if (time > until || time < from) continue;
        const detail = detailKeyOf(object.key);
        byDetail.set(detail, [...(byDetail.get(detail) ?? []), object.key]);
      }
    }
    const details = [...byDetail.keys()];
    let removed = 0;
    for (let i = 0; i < details.length; i += BATCH) {
      const batch = details.slice(i, i + BATCH);
      const used = await this.inUse(batch.map((key) => `${UPLOADS_URL_PREFIX}${key}`));
      const orphans = batch.filter((key) => !used.has(`${UPLOADS_URL_PREFIX}${key}`));
      await this.storage.remove(orphans.flatMap((key) => byDetail.get(key) ?? []));
      removed += orphans.length;
    }
    return { checked: details.length, removed };
  }

  /** Which of these photo urls an ad (now or as last approved) or a draft holds. */
  private async inUse(urls: string[]): Promise<Set<string>> {
    const rows: { url: string }[] = await this.dataSource.query(
      `SELECT u AS "url" FROM unnest($1::text[]) u
        WHERE EXISTS (SELECT 1 FROM "ads"."ads" a WHERE a."images" @> ARRAY[u] OR a."approved_images" @> ARRAY[u])
           OR EXISTS (SELECT 1 FROM "ads"."drafts" d WHERE d."form_data" -> 'images' ? u)`,
      [urls],
    );
    return new Set(rows.map((row) => row.url));
  }
}

/** 'ads/2026/11/abc-w320.webp' → 'ads/2026/11/abc.webp'. */
function detailKeyOf(key: string): string {
  const dot = key.lastIndexOf('.');
  const stem = key.slice(0, dot);
  const suffix = SUFFIXES.find((s) => stem.endsWith(s));
  return suffix ? `${stem.slice(0, -suffix.length)}${key.slice(dot)}` : key;
}

/** 'ads/2026/11/' for every month from `from` to `to`. */
function monthPrefixes(from: Date, to: Date): string[] {
  const prefixes: string[] = [];
  for (
    let y = from.getUTCFullYear(), m = from.getUTCMonth();
    y < to.getUTCFullYear() || (y === to.getUTCFullYear() && m <= to.getUTCMonth());
  ) {
    prefixes.push(`ads/${y}/${String(m + 1).padStart(2, '0')}/`);
    if (++m === 12) [y, m] = [y + 1, 0];
  }
  return prefixes;
}
