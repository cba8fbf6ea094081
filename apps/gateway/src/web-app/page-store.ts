import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { type Client } from 'minio';
import { createS3Client, ensureBucket } from '@surimarkt/server';

/**
 * Where rendered pages are kept for every gateway replica: an S3 bucket of its own (MinIO beside the photos') when
 * S3_ENDPOINT is set, else a folder on local disk (`npm start`, one machine). Pages are public, but not photos: they
 * never share the photos' bucket, which /uploads/ serves.
 */
export interface PageStore {
  readonly kind: 's3' | 'local';
  get(key: string): Promise<Buffer | null>;
  put(key: string, body: Buffer): Promise<void>;
  remove(key: string): Promise<void>;
  /** Removes every object under prefix ('g3/'); the store's folder or bucket stays. */
  removePrefix(prefix: string): Promise<void>;
}

export interface PageStoreEnv {
  S3_ENDPOINT?: string;
  S3_ACCESS_KEY?: string;
  S3_SECRET_KEY?: string;
  S3_PAGES_BUCKET: string;
  PAGES_DIR: string;
}

/** Keys are ours: letters, digits, '-', '_', '.', and '/' between segments. */
function assertKey(key: string): void {
  if (!/^[A-Za-z0-9_.-]+(\/[A-Za-z0-9_.-]+)*\/?$/.test(key) || key.includes('..')) throw new Error(`unsafe page key ${key}`);
}

export function createPageStore(env: PageStoreEnv): PageStore {
  if (env.S3_ENDPOINT) return new S3PageStore(createS3Client({ ...env, S3_ENDPOINT: env.S3_ENDPOINT }), env.S3_PAGES_BUCKET);
  return new LocalPageStore(path.resolve(env.PAGES_DIR));
}

class LocalPageStore implements PageStore {
  readonly kind = 'local' as const;
  constructor(private readonly dir: string) {}

  async get(key: string): Promise<Buffer | null> {
    assertKey(key);
    try {
      return await readFile(path.join(this.dir, key));
    } catch {
      return null;
    }
  }

  /** Written aside and renamed: a reader (another replica on this disk) never sees half a page. */
  async put(key: string, body: Buffer): Promise<void> {
    assertKey(key);
    const file = path.join(this.dir, key);
    await mkdir(path.dirname(file), { recursive: true });
    const aside = `${file}.${randomUUID()}.tmp`;
    await writeFile(aside, body);
    await rename(aside, file);
  }

  async remove(key: string): Promise<void> {
    assertKey(key);
    await rm(path.join(this.dir, key), { force: true });
  }

  async removePrefix(prefix: string): Promise<void> {
    assertKey(prefix);
    await rm(path.join(this.dir, prefix), { recursive: true, force: true });
  }
}

class S3PageStore implements PageStore {
  readonly kind = 's3' as const;
  private bucketReady?: Promise<void>;
  constructor(
    private readonly client: Client,
    private readonly bucket: string,
  ) {}

  private ready(): Promise<void> {
    this.bucketReady ??= ensureBucket(this.client, this.bucket).catch((error: unknown) => {
      this.bucketReady = undefined;
      throw error;
    });
    return this.bucketReady;
  }

  async get(key: string): Promise<Buffer | null> {
    assertKey(key);
    await this.ready();
    try {
      const stream = await this.client.getObject(this.bucket, key);
      const chunks: Buffer[] = [];
      for await (const chunk of stream) chunks.push(chunk as Buffer);
      return Buffer.concat(chunks);
    } catch (error) {
      if ((error as { code?: string }).code === 'NoSuchKey') return null;
      throw error;
    }
  }

  async put(key: string, body: Buffer): Promise<void> {
    assertKey(key);
    await this.ready();
    await this.client.putObject(this.bucket, key, body, body.length);
  }

  async remove(key: string): Promise<void> {
    assertKey(key);
    await this.ready();
    await this.client.removeObject(this.bucket, key);
  }

  async removePrefix(prefix: string): Promise<void> {
    assertKey(prefix);
    await this.ready();
    let keys: string[] = [];
    for await (const item of this.client.listObjectsV2(this.bucket, prefix, true)) {
      if (item.name) keys.push(item.name);
      if (keys.length === 1000) {
        await this.client.removeObjects(this.bucket, keys);
        keys = [];
      }
    }
    if (keys.length) await this.client.removeObjects(this.bucket, keys);
  }
}
