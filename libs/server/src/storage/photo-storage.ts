import { createReadStream } from 'node:fs';
import { mkdir, readdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { type Readable } from 'node:stream';
import { type Client } from 'minio';
import { createS3Client, ensureBucket, type S3Env } from './s3-client';

/** Where ad photos live: MinIO / any S3 store when configured, else a folder on local disk (contract). */
export interface PhotoStorage {
  readonly kind: 's3' | 'local';
  /** Stores the bytes under key ('ads/2026/abc.webp') and returns the public path ('/uploads/ads/2026/abc.webp'). */
  put(key: string, body: Buffer, contentType: string): Promise<string>;
  /** The stored object, or null when there is none. */
  get(key: string): Promise<{ body: Readable; size: number; contentType: string } | null>;
  /** Whether an object is stored under key, without reading it. */
  has(key: string): Promise<boolean>;
  /** The objects stored under a prefix ('ads/2026/11/'), with when each was written. */
  list(prefix: string): AsyncIterable<StoredObject>;
  /** Removes the objects; one already gone is no error. */
  remove(keys: string[]): Promise<void>;
}

export interface StoredObject {
  key: string;
  modifiedAt: Date;
}

export interface PhotoStorageEnv extends S3Env {
  S3_BUCKET?: string;
  UPLOADS_DIR?: string;
}

export const UPLOADS_URL_PREFIX = '/uploads/';

const CONTENT_TYPES: Record<string, string> = {
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
};

/** Keys are ours, never a user's path: letters, digits, '-', '_', '.', and '/' between segments. */
export function isSafeStorageKey(key: string): boolean {
  return /^[A-Za-z0-9_-]+(\/[A-Za-z0-9_-]+)*\.[a-z0-9]+$/.test(key) && key.length <= 200;
}

export function createPhotoStorage(env: PhotoStorageEnv): PhotoStorage {
  if (env.S3_ENDPOINT) return new S3PhotoStorage({ ...env, S3_ENDPOINT: env.S3_ENDPOINT });
  return new LocalPhotoStorage(path.resolve(env.UPLOADS_DIR ?? 'var/uploads'));
}

class LocalPhotoStorage implements PhotoStorage {
  readonly kind = 'local' as const;
  constructor(private readonly dir: string) {}

  async put(key: string, body: Buffer): Promise<string> {
    if (!isSafeStorageKey(key)) throw new Error(`Unsafe storage key: ${key}`);
    const file = path.join(this.dir, key);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, body);
    return `${UPLOADS_URL_PREFIX}${key}`;
  }

  async get(key: string) {
    if (!isSafeStorageKey(key)) return null;
    const file = path.join(this.dir, key);
    try {
      const info = await stat(file);
      if (!info.isFile()) return null;
      return { body: createReadStream(file), size: info.size, contentType: CONTENT_TYPES[path.extname(key)] ?? 'application/octet-stream' };
    } catch {
      return null;
    }
  }

  async has(key: string): Promise<boolean> {
    if (!isSafeStorageKey(key)) return false;
    return stat(path.join(this.dir, key)).then(
      (info) => info.isFile(),
      () => false,
    );
  }

  async *list(prefix: string): AsyncIterable<StoredObject> {
    const entries = await readdir(path.join(this.dir, prefix), { recursive: true, withFileTypes: true }).catch(() => []);
    for (const entry of entries) {
      if (!entry.isFile()) continue;
      const file = path.join(entry.parentPath, entry.name);
      yield { key: path.relative(this.dir, file).split(path.sep).join('/'), modifiedAt: (await stat(file)).mtime };
    }
  }

  async remove(keys: string[]): Promise<void> {
    for (const key of keys) if (isSafeStorageKey(key)) await rm(path.join(this.dir, key), { force: true });
  }
}

class S3PhotoStorage implements PhotoStorage {
  readonly kind = 's3' as const;
  private readonly client: Client;
  private readonly bucket: string;
  private bucketReady: Promise<void> | null = null;

  constructor(env: PhotoStorageEnv & { S3_ENDPOINT: string }) {
    this.client = createS3Client(env);
    this.bucket = env.S3_BUCKET ?? 'surimarkt-photos';
  }

  private ensureBucket(): Promise<void> {
    // A store that was down is asked again next time, not remembered as failed.
    this.bucketReady ??= ensureBucket(this.client, this.bucket).catch((error: unknown) => {
      this.bucketReady = null;
      throw error;
    });
    return this.bucketReady;
  }

  async put(key: string, body: Buffer, contentType: string): Promise<string> {
    if (!isSafeStorageKey(key)) throw new Error(`Unsafe storage key: ${key}`);
    await this.ensureBucket();
    await this.client.putObject(this.bucket, key, body, body.length, { 'Content-Type': contentType });
    return `${UPLOADS_URL_PREFIX}${key}`;
  }

  async get(key: string) {
    if (!isSafeStorageKey(key)) return null;
    try {
      const info = await this.client.statObject(this.bucket, key);
      const body = await this.client.getObject(this.bucket, key);
      return {
        body,
        size: info.size,
        contentType: (info.metaData?.['content-type'] as string) ?? CONTENT_TYPES[path.extname(key)] ?? 'application/octet-stream',
      };
    } catch {
      return null;
    }
  }

  async has(key: string): Promise<boolean> {
    if (!isSafeStorageKey(key)) return false;
    // Only a missing object is false: a store that cannot be reached is an error, not an absence.
    return this.client.statObject(this.bucket, key).then(
      () => true,
      (error: { code?: string }) => {
        if (error?.code === 'NotFound' || error?.code === 'NoSuchKey') return false;
        throw error;
      },
    );
  }

  async *list(prefix: string): AsyncIterable<StoredObject> {
    await this.ensureBucket();
    for await (const item of this.client.listObjectsV2(this.bucket, prefix, true) as AsyncIterable<{
      name?: string;
      lastModified?: Date;
    }>) {
      if (item.name && item.lastModified) yield { key: item.name, modifiedAt: item.lastModified };
    }
  }

  async remove(keys: string[]): Promise<void> {
    const safe = keys.filter(isSafeStorageKey);
    if (safe.length > 0) await this.client.removeObjects(this.bucket, safe);
  }
}
