import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { type IncomingMessage } from 'node:http';
import path from 'node:path';
import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import { FileStore } from '@tus/file-store';
import { Server, type Upload } from '@tus/server';
import { AD_LIMITS, AD_WRITE_MESSAGES as M, type FinishedPhotoUpload } from '@surimarkt/contracts';
import { InjectEnv, type PhotoStorage } from '@surimarkt/server';
import { type SessionRequest } from '../auth/session.guard';
import { httpError, httpErrorBody } from '../common/http-error';
import { type Env } from '../config/env';
import { ImageQueue } from './image-queue';
import { photoVariants, storePhotoVariants } from './photo-variants';
import { PHOTO_STORAGE } from './photo-storage.token';

/** Where the tus server answers; the routes in resumable-uploads.controller.ts must match. */
export const RESUMABLE_UPLOADS_PATH = '/api/photo-uploads';
/** The tus server's own ids: crypto.randomBytes(16) in hex. Anything else never reaches the file system. */
const UPLOAD_ID = /^[0-9a-f]{32}$/;
/** An upload not finished within a day is given up: its bytes are removed by the hourly sweep. */
const PART_LIFETIME_MS = 24 * 60 * 60 * 1000;

/**
 * Photo uploads that survive a dropped line (tus 1.0, @tus/server): the browser sends a photo in chunks to
 * /api/photo-uploads, and after a cut asks how far it got (HEAD) and sends only the rest. The bytes wait in
 * UPLOAD_PARTS_DIR; once all are in, `finish` checks them by content, makes every width through the same bounded
 * queue as /api/upload-images and stores them in the photo storage, exactly once, then drops the part.
 */
@Injectable()
export class ResumableUploads implements OnModuleDestroy {
  readonly server: Server;
  private readonly store: FileStore;
  private readonly dir: string;
  /** Photos being finished now, by upload id: a retried finish waits for the first instead of storing it again. */
  private readonly finishing = new Map<string, Promise<FinishedPhotoUpload>>();
  private readonly sweep: NodeJS.Timeout;

  constructor(
    @InjectEnv() env: Env,
    @Inject(PHOTO_STORAGE) private readonly storage: PhotoStorage,
    private readonly queue: ImageQueue,
  ) {
    this.dir = path.resolve(env.UPLOAD_PARTS_DIR);
    this.store = new FileStore({ directory: this.dir, expirationPeriodInMilliseconds: PART_LIFETIME_MS });
    this.server = new Server({
      path: RESUMABLE_UPLOADS_PATH,
      datastore: this.store,
      relativeLocation: true,
      maxSize: AD_LIMITS.photoBytesMax,
      onUploadCreate: async (req, res, upload) => ({ res, metadata: { ...checkedMetadata(upload), userId: ownerOf(req) } }),
      // The tus library answers in English plain text; the site answers in Dutch with its usual error body.
      onResponseError: (_req, _res, error) => {
        const status = 'status_code' in error ? error.status_code : 500;
        if (status === 413)
          return { status_code: 413, body: JSON.stringify(httpErrorBody(413, M.invalidFiles, { images: M.invalidFiles })) };
        if (status === 404 || status === 410) return { status_code: status, body: JSON.stringify(httpErrorBody(status, M.uploadNotFound)) };
        return undefined;
      },
    });
    this.sweep = setInterval(() => void this.store.deleteExpired().catch(() => undefined), 60 * 60 * 1000).unref();
  }

  onModuleDestroy(): void {
    clearInterval(this.sweep);
  }

  /** The upload, when it exists and was started by this user; else 404, so nobody learns of another's uploads. */
  async ownUpload(id: string, userId: string): Promise<Upload> {
    const upload = UPLOAD_ID.test(id) ? await this.store.getUpload(id).catch(() => null) : null;
    if (!upload || upload.metadata?.userId !== userId) throw httpError(404, M.uploadNotFound);
    return upload;
  }

  /** Stores the uploaded photo in every width and answers its url; asked again (a retry), answers the same url. */
  finish(id: string, userId: string): Promise<FinishedPhotoUpload> {
    let finishing = this.finishing.get(id);
    if (!finishing) {
      finishing = this.storeOnce(id, userId).finally(() => this.finishing.delete(id));
      this.finishing.set(id, finishing);
    }
    return finishing;
  }

  private async storeOnce(id: string, userId: string): Promise<FinishedPhotoUpload> {
    const done = await this.finished(id);
    if (done) {
      if (done.userId !== userId) throw httpError(404, M.uploadNotFound);
      return { url: done.url };
    }
    const upload = await this.ownUpload(id, userId);
    if (upload.size === undefined || upload.offset !== upload.size) throw httpError(409, M.uploadIncomplete);
    const leave = await this.queue.enter();
    try {
      const variants = await photoVariants(await readFile(path.join(this.dir, id)));
      if (!variants) {
        await this.store.remove(id);
        throw httpError(400, M.invalidFiles, { images: M.invalidFiles });
      }
      const url = await storePhotoVariants(this.storage, variants);
      // Written before the part is removed: a finish asked again after a crash between the two finds the url.
      await mkdir(path.join(this.dir, 'done'), { recursive: true });
      await writeFile(this.donePath(id), JSON.stringify({ userId, url, at: new Date().toISOString() }));
      await this.store.remove(id);
      return { url };
    } finally {
      leave();
    }
  }

  private async finished(id: string): Promise<{ userId: string; url: string } | null> {
    if (!UPLOAD_ID.test(id)) return null;
    return readFile(this.donePath(id), 'utf8').then(
      (text) => JSON.parse(text) as { userId: string; url: string },
      () => null,
    );
  }

  private donePath(id: string): string {
    return path.join(this.dir, 'done', `${id}.json`);
  }
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
