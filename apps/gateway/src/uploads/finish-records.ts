import { hostname } from 'node:os';
import { type KvEntry } from 'nats';
import { isKvConflict } from '../common/jetstream-buckets';
import { type UploadBuckets } from './upload-buckets';

/** What a finished upload answers when asked again: its photo's url, or that it was not a photo. */
export type FinishedRecord = { userId: string; url: string } | { userId: string; isRefused: true };

/** A gateway finishing a photo writes its claim again this often, so the others see it is still at work. */
const CLAIM_REFRESH_MS = 5000;
/** A claim not written again for this long belongs to a gateway that stopped (a crash, a restart): another takes over. */
export const CLAIM_STALE_MS = 30_000;

/**
 * The finish's records in the uploads' KV bucket, shared by every gateway: `done.<id>` (written once the photo is
 * stored, so a repeated finish answers the same url) and `finishing.<id>`, a claim taken with an atomic create, so
 * of two gateways asked to finish the same upload at once only one stores it.
 */
export class FinishRecords {
  constructor(private readonly open: () => Promise<UploadBuckets>) {}

  async done(id: string): Promise<FinishedRecord | null> {
    const { kv } = await this.open();
    const entry = await kv.get(doneKey(id));
    return entry && entry.operation === 'PUT' ? entry.json<FinishedRecord>() : null;
  }

  /** Written before the upload is removed: a finish asked again after a crash between the two finds the answer. */
  async markDone(id: string, record: FinishedRecord): Promise<void> {
    const { kv } = await this.open();
    await kv.put(doneKey(id), JSON.stringify(record));
  }

  /**
   * Takes the claim to finish `id`: true when this gateway now holds it (kept fresh until `release`), false while
   * another holds it. A stale claim is taken over by compare-and-set, so of several waiting gateways only one does.
   */
  async claim(id: string): Promise<boolean> {
    const { kv } = await this.open();
    try {
      await kv.create(claimKey(id), claimValue());
      return true;
    } catch (error) {
      if (!isKvConflict(error)) throw error;
    }
    const entry = await kv.get(claimKey(id));
    if (entry && entry.operation === 'PUT' && !isStale(entry)) return false;
    try {
      await kv.update(claimKey(id), claimValue(), entry?.revision ?? 0);
      return true;
    } catch (error) {
      if (isKvConflict(error)) return false;
      throw error;
    }
  }

  /** Keeps the claim fresh while `work` runs, then gives it up (also when `work` fails, so a retry can claim it). */
  async whileClaimed<T>(id: string, work: () => Promise<T>): Promise<T> {
    const { kv } = await this.open();
    const refresh = setInterval(() => void kv.put(claimKey(id), claimValue()).catch(() => undefined), CLAIM_REFRESH_MS);
    try {
      return await work();
    } finally {
      clearInterval(refresh);
      await kv.delete(claimKey(id)).catch(() => undefined);
    }
  }
}

/** By the broker's timestamp of the claim's last write; a clock a few seconds off matters little against 30 s. */
function isStale(entry: KvEntry): boolean {
  return Date.now() - entry.created.getTime() > CLAIM_STALE_MS;
}

/** Who holds it, for someone reading the bucket; only the entry's age is used. */
function claimValue(): string {
  return JSON.stringify({ gateway: hostname(), pid: process.pid });
}

function doneKey(id: string): string {
  return `done.${id}`;
}

function claimKey(id: string): string {
  return `finishing.${id}`;
}
