import { type IncomingMessage } from 'node:http';
import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import { type ClientProxy } from '@nestjs/microservices';
import { ERRORS, Server, type Upload } from '@tus/server';
import { AD_LIMITS, AD_WRITE_MESSAGES as M, type FinishedPhotoUpload } from '@surimarkt/contracts';
import { type PhotoStorage } from '@surimarkt/server';
import { type SessionRequest } from '../auth/session.guard';
import { httpError, httpErrorBody } from '../common/http-error';
import { NATS_CLIENT } from '../common/nats-client.token';
import { FinishRecords, type FinishedRecord } from './finish-records';
import { ImageQueue } from './image-queue';
import { NatsUploadStore } from './nats-upload-store';
import { photoVariants, storePhotoVariants } from './photo-variants';
import { PHOTO_STORAGE } from './photo-storage.token';
import { lazyUploadBuckets, openUploadBuckets } from './upload-buckets';

/** Where the tus server answers; the routes in resumable-uploads.controller.ts must match. */
export const RESUMABLE_UPLOADS_PATH = '/api/photo-uploads';
/** The tus server's own ids: crypto.randomBytes(16) in hex. Anything else is never looked up. */
const UPLOAD_ID = /^[0-9a-f]{32}$/;
/** An upload not finished within a day is given up, complete or not: the hourly sweep and the buckets' max age remove it. */
export const PART_LIFETIME_MS = 24 * 60 * 60 * 1000;
/**
 * What one user may have started and not finished at once: ten photos, and the bytes of one post's five largest,
 * never a store filled by one account (security round three).
 */
export const OPEN_UPLOADS_MAX = 10;
export const OPEN_UPLOAD_BYTES_MAX = AD_LIMITS.photosMax * AD_LIMITS.photoBytesMax;
/** How often expired uploads are looked for and removed: within the hour of their expiry. */
const SWEEP_MS = 15 * 60 * 1000;
/** How often a finish waiting for another gateway's looks whether that one is done. */
const WAIT_POLL_MS = 100;
/** A finish waits at most this for another gateway's (which resizes one photo in seconds), then answers 'Probeer het zo opnieuw'. */
const WAIT_MAX_MS = 120_000;

/**
 * Photo uploads that survive a dropped line (tus 1.0, @tus/server): the browser sends a photo in chunks to
 * /api/photo-uploads, and after a cut asks how far it got (HEAD) and sends only the rest. The bytes wait in NATS
 * JetStream (nats-upload-store.ts), so every gateway behind the load balancer can take the next chunk or the finish;
 * once all are in, `finish` checks them by content, makes every width through the same bounded queue as
 * /api/upload-images and stores them in the photo storage, exactly once across gateways, then drops the upload.
 */
@Injectable()
export class ResumableUploads implements OnModuleDestroy {
  readonly server: Server;
  readonly store: NatsUploadStore;
  private readonly records: FinishRecords;
  private readonly sweep: NodeJS.Timeout;

  constructor(
    @Inject(NATS_CLIENT) client: ClientProxy,
    @Inject(PHOTO_STORAGE) private readonly storage: PhotoStorage,
    private readonly queue: ImageQueue,
  ) {
    const buckets = lazyUploadBuckets(() => openUploadBuckets(client, PART_LIFETIME_MS));
    this.store = new NatsUploadStore(buckets, PART_LIFETIME_MS);
    this.records = new FinishRecords(buckets);
    this.server = new Server({
      path: RESUMABLE_UPLOADS_PATH,
      datastore: this.store,
      relativeLocation: true,
      maxSize: AD_LIMITS.photoBytesMax,
      onUploadCreate: async (req, res, upload) => {
        const metadata = checkedMetadata(upload);
        const userId = ownerOf(req);
        await this.withinQuota(userId, upload.size ?? 0);
        return { res, metadata: { ...metadata, userId } };
      },
      // The tus library answers in English plain text; the site answers in Dutch with its usual error body.
      onResponseError: (_req, _res, error) => {
        const status = 'status_code' in error ? error.status_code : 500;
        if (status === 413)
          return { status_code: 413, body: JSON.stringify(httpErrorBody(413, M.invalidFiles, { images: M.invalidFiles })) };
        if (status === 404 || status === 410) return { status_code: status, body: JSON.stringify(httpErrorBody(status, M.uploadNotFound)) };
        return undefined;
      },
    });
    this.sweep = setInterval(() => void this.store.deleteExpired().catch(() => undefined), SWEEP_MS).unref();
  }

  onModuleDestroy(): void {
    clearInterval(this.sweep);
  }

  private async withinQuota(userId: string, size: number): Promise<void> {
    const open = await this.store.openOf(userId);
    if (open.count >= OPEN_UPLOADS_MAX || open.bytes + size > OPEN_UPLOAD_BYTES_MAX) {
      throw { status_code: 429, body: JSON.stringify(httpErrorBody(429, M.uploadQuota)) };
    }
  }

  /** The upload, when it exists, has not expired and was started by this user; else 404, so nobody learns of another's. */
  async ownUpload(id: string, userId: string): Promise<Upload> {
    const upload = await this.findUpload(id);
    if (!upload || upload.metadata?.userId !== userId) throw httpError(404, M.uploadNotFound);
    return upload;
  }

  /**
   * Stores the uploaded photo in every width and answers its url; asked again (a retry, or on another gateway at the
   * same time), answers the same url. Of simultaneous finishes one claims the upload and stores it; the others wait
   * for its answer, or take over when its gateway stopped.
   */
  async finish(id: string, userId: string): Promise<FinishedPhotoUpload> {
    for (const giveUpAt = Date.now() + WAIT_MAX_MS; Date.now() < giveUpAt;) {
      const done = await this.records.done(id);
      if (done) return answer(done, userId);
      const upload = await this.findUpload(id);
      if (!upload || upload.metadata?.userId !== userId) {
        // Finished and removed by another gateway between the two looks.
        const late = await this.records.done(id);
        if (late) return answer(late, userId);
        throw httpError(404, M.uploadNotFound);
      }
      if (upload.size === undefined || upload.offset !== upload.size) throw httpError(409, M.uploadIncomplete);
      if (await this.records.claim(id)) return this.records.whileClaimed(id, () => this.storeOnce(id, userId));
      await new Promise((resolve) => setTimeout(resolve, WAIT_POLL_MS));
    }
    throw httpError(503, M.uploadBusy);
  }

  private async storeOnce(id: string, userId: string): Promise<FinishedPhotoUpload> {
    // Another gateway may have finished it between this one's first look and its claim.
    const done = await this.records.done(id);
    if (done) return answer(done, userId);
    const leave = await this.queue.enter();
    try {
      const bytes = await this.store.read(id).catch(unlessNotFound);
      if (!bytes) throw httpError(404, M.uploadNotFound);
      const variants = await photoVariants(bytes);
      if (!variants) {
        await this.records.markDone(id, { userId, isRefused: true });
        await this.store.remove(id).catch(() => undefined);
        return answer({ userId, isRefused: true }, userId);
      }
      const url = await storePhotoVariants(this.storage, variants);
      await this.records.markDone(id, { userId, url });
      await this.store.remove(id).catch(() => undefined);
      return { url };
    } finally {
      leave();
    }
  }

  private async findUpload(id: string): Promise<Upload | null> {
    const upload = UPLOAD_ID.test(id) ? await this.store.getUpload(id).catch(unlessNotFound) : null;
    return upload && !this.store.isExpired(upload) ? upload : null;
  }
}

/** Null for an upload that is not there; any other failure (the broker away) stays an error, not a 'choose it again'. */
function unlessNotFound(error: unknown): null {
  if (error === ERRORS.FILE_NOT_FOUND) return null;
  throw error;
}

/** A finished upload's answer for `userId`: its url, 400 when it was no photo, 404 for anyone but its owner. */
function answer(done: FinishedRecord, userId: string): FinishedPhotoUpload {
  if (done.userId !== userId) throw httpError(404, M.uploadNotFound);
  if ('isRefused' in done) throw httpError(400, M.invalidFiles, { images: M.invalidFiles });
  return { url: done.url };
}

/** The session's user, left on the request by SessionGuard before the tus server sees it. */
function ownerOf(req: IncomingMessage): string {
  const user = (req as SessionRequest).user;
  if (!user) throw { status_code: 401, body: '' };
  return String(user.id);
}

/** Only a photo of a declared size is started: an image type and at most 5 MB, as for /api/upload-images. */
function checkedMetadata(upload: Upload): Record<string, string | null> {
  const metadata = upload.metadata ?? {};
  const invalid = { status_code: 400, body: JSON.stringify(httpErrorBody(400, M.invalidFiles, { images: M.invalidFiles })) };
  if (upload.sizeIsDeferred || !metadata.filetype?.startsWith('image/')) throw invalid;
  return metadata;
}
