import { randomBytes } from 'node:crypto';
import { type Readable } from 'node:stream';
import { DataStore, ERRORS, Upload } from '@tus/server';
import { isKvConflict } from '../common/jetstream-buckets';
import { type UploadBuckets } from './upload-buckets';

/** What the KV bucket keeps of an upload; the bytes are its parts in the object store, in offset order. */
interface UploadInfo {
  size?: number;
  offset: number;
  metadata?: Record<string, string | null>;
  creation_date?: string;
  parts: Array<{ name: string; offset: number; bytes: number }>;
}

/**
 * A tus DataStore on the NATS JetStream every gateway shares, so a resume or a finish may reach any gateway: the
 * upload's info (size, offset, metadata with the owner) in a KV entry, each received chunk as its own object (objects
 * cannot be appended to). A chunk counts only once the info naming it is written by compare-and-set against the
 * revision it was started from, so two gateways sent the same offset (a cut the first had not yet noticed) keep one.
 */
export class NatsUploadStore extends DataStore {
  constructor(
    private readonly open: () => Promise<UploadBuckets>,
    private readonly lifetimeMs: number,
  ) {
    super();
    this.extensions = ['creation', 'creation-with-upload', 'termination', 'expiration'];
  }

  override async create(upload: Upload): Promise<Upload> {
    const { kv } = await this.open();
    const info: UploadInfo = { size: upload.size, offset: 0, metadata: upload.metadata, creation_date: upload.creation_date, parts: [] };
    await kv.create(infoKey(upload.id), JSON.stringify(info));
    // Listed under its owner too, for the quota of unfinished uploads per user (openOf).
    const owner = upload.metadata?.userId;
    if (owner) await kv.put(ownerKey(owner, upload.id), String(upload.size ?? 0));
    upload.storage = { type: 'nats', path: infoKey(upload.id) };
    return upload;
  }

  override async getUpload(id: string): Promise<Upload> {
    const { info } = await this.info(id);
    return new Upload({ id, size: info.size, offset: info.offset, metadata: info.metadata, creation_date: info.creation_date });
  }

  /**
   * Keeps every byte that arrived, also of a chunk cut midway (the tus server ends the stream when the request
   * closes): the client's HEAD then answers what is really stored and the client resends from there. The body is
   * held in memory until it ends; the tus server caps it at the upload's size (≤ 5 MB; the browser sends 100 KB).
   */
  override async write(stream: Readable, id: string, offset: number): Promise<number> {
    const { kv, parts } = await this.open();
    const { info, revision } = await this.info(id);
    if (info.offset !== offset) throw ERRORS.INVALID_OFFSET;
    const chunks: Buffer[] = [];
    let failure: unknown;
    try {
      for await (const chunk of stream) chunks.push(chunk as Buffer);
    } catch (error) {
      failure = error;
    }
    const body = Buffer.concat(chunks);
    if (body.length > 0) {
      // A name of its own per attempt: a losing gateway's object can be removed without touching the winner's.
      const name = `${id}/${offset}.${randomBytes(4).toString('hex')}`;
      await parts.putBlob({ name }, new Uint8Array(body.buffer, body.byteOffset, body.length));
      const next: UploadInfo = { ...info, offset: offset + body.length, parts: [...info.parts, { name, offset, bytes: body.length }] };
      try {
        await kv.update(infoKey(id), JSON.stringify(next), revision);
      } catch (error) {
        // Another write won: its chunk stands, this one goes. Any other failure (a time-out) may have been written,
        // so the object stays; unused, it expires with the bucket.
        if (!isKvConflict(error)) throw error;
        await parts.delete(name).catch(() => undefined);
        throw ERRORS.INVALID_OFFSET;
      }
    }
    if (failure) throw failure;
    return offset + body.length;
  }

  /** The upload's bytes, for the finish; null when a part is gone (expired). */
  async read(id: string): Promise<Buffer | null> {
    const { parts } = await this.open();
    const { info } = await this.info(id);
    const blobs = await Promise.all(info.parts.map((part) => parts.getBlob(part.name)));
    if (blobs.some((blob) => !blob)) return null;
    return Buffer.concat(blobs as Uint8Array[]);
  }

  /** The info goes first, so the upload stops existing at once; a part left behind by a crash expires with its bucket. */
  override async remove(id: string): Promise<void> {
    const { kv, parts } = await this.open();
    const { info } = await this.info(id);
    await kv.delete(infoKey(id));
    const owner = info.metadata?.userId;
    if (owner) await kv.delete(ownerKey(owner, id)).catch(() => undefined);
    await Promise.all(info.parts.map((part) => parts.delete(part.name).catch(() => undefined)));
  }

  /** The user's uploads started and not yet finished, removed or expired: how many, and the bytes they announced. */
  async openOf(userId: string, now = Date.now()): Promise<{ count: number; bytes: number }> {
    const { keys } = await this.open();
    let count = 0;
    let bytes = 0;
    for (const key of await keys(ownerKey(userId, ''))) {
      const upload = await this.getUpload(key.slice(ownerKey(userId, '').length)).catch(() => null);
      if (!upload || this.isExpired(upload, now)) continue;
      count++;
      bytes += upload.size ?? 0;
    }
    return { count, bytes };
  }

  /** Never asked: only uploads of a declared size are started (no creation-defer-length). */
  override async declareUploadLength(): Promise<void> {
    throw ERRORS.UNSUPPORTED_CREATION_DEFER_LENGTH_EXTENSION;
  }

  /**
   * Removes the uploads started more than the lifetime before `now`, complete or not: a photo never finished (the
   * browser closed) is given up like a half-sent one. The buckets' max age would remove them too, only later.
   */
  override async deleteExpired(now = Date.now()): Promise<number> {
    const { keys } = await this.open();
    let removed = 0;
    for (const key of await keys(infoKey(''))) {
      const id = key.slice(infoKey('').length);
      const upload = await this.getUpload(id).catch(() => null);
      if (upload && this.isExpired(upload, now)) {
        await this.remove(id).catch(() => undefined);
        removed++;
      }
    }
    return removed;
  }

  override getExpiration(): number {
    return this.lifetimeMs;
  }

  isExpired(upload: Upload, now = Date.now()): boolean {
    return !upload.creation_date || new Date(upload.creation_date).getTime() + this.lifetimeMs <= now;
  }

  private async info(id: string): Promise<{ info: UploadInfo; revision: number }> {
    const { kv } = await this.open();
    const entry = await kv.get(infoKey(id));
    if (!entry || entry.operation !== 'PUT') throw ERRORS.FILE_NOT_FOUND;
    return { info: entry.json<UploadInfo>(), revision: entry.revision };
  }
}

function infoKey(id: string): string {
  return `upload.${id}`;
}

function ownerKey(userId: string, id: string): string {
  return `owner.${userId}.${id}`;
}
