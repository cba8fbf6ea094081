import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readdir, rename, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { createS3Client, ensureBucket, type S3Env } from '@surimarkt/server';
import { type Client } from 'minio';

const run = promisify(execFile);
const PREFIX = 'surimarkt-';
const SUFFIX = '.dump';

export interface BackupFile {
  name: string;
  bytes: number;
  createdAt: string;
}

/** Where the dumps are kept: a folder (BACKUP_DIR) or an S3 bucket (BACKUP_S3_BUCKET). */
export interface BackupStore {
  /** What the back-office shows as the backup location. */
  readonly location: string;
  /** Newest first. */
  list(): Promise<BackupFile[]>;
  /** Takes the finished dump at file (in a folder of the store's choosing) and keeps it under name. */
  keep(file: string, name: string): Promise<void>;
  remove(name: string): Promise<void>;
  /** A new empty folder for pg_dump to write into before keep; removed after the run. */
  stagingDir(): Promise<string>;
}

export type BackupEnv = S3Env & { BACKUP_DIR: string; BACKUP_S3_BUCKET?: string };

export function createBackupStore(env: BackupEnv): BackupStore {
  if (env.BACKUP_S3_BUCKET && env.S3_ENDPOINT)
    return new S3BackupStore(createS3Client({ ...env, S3_ENDPOINT: env.S3_ENDPOINT }), env.BACKUP_S3_BUCKET);
  return new FolderBackupStore(env.BACKUP_DIR);
}

/**
 * A dump of the whole database (every service's schema) in pg_dump's custom format, restorable with pg_restore, kept
 * in store; only the newest `keep` stay. pg_dump must be at least the server's version.
 */
export async function backupDatabase(
  databaseUrl: string,
  store: BackupStore,
  keep: number,
): Promise<{ file: string; bytes: number; removed: string[]; location: string }> {
  const name = `${PREFIX}${new Date().toISOString().replace(/[:.]/g, '-')}${SUFFIX}`;
  const staging = await store.stagingDir();
  const file = path.join(staging, name);
  try {
    await run('pg_dump', ['--format=custom', '--no-owner', `--file=${file}`, databaseUrl], {
      timeout: 30 * 60_000,
      maxBuffer: 10 * 1024 * 1024,
    });
    const { size } = await stat(file);
    await store.keep(file, name);
    const removed = (await store.list()).slice(keep).map((b) => b.name);
    for (const old of removed) await store.remove(old);
    return { file: name, bytes: size, removed, location: store.location };
  } finally {
    // A dump that failed half-way, or the local copy of one sent to the bucket, is not left behind.
    await rm(staging, { recursive: true, force: true });
  }
}

const isBackup = (name: string) => name.startsWith(PREFIX) && name.endsWith(SUFFIX);
// Names carry their UTC time, so the newest sorts first.
const newestFirst = (a: BackupFile, b: BackupFile) => b.name.localeCompare(a.name);

class FolderBackupStore implements BackupStore {
  constructor(private readonly dir: string) {}

  get location(): string {
    return this.dir;
  }

  // Inside the folder, so keeping the dump is a rename on the same disk, and an unfinished one never looks finished.
  async stagingDir(): Promise<string> {
    await mkdir(this.dir, { recursive: true });
    return mkdtemp(path.join(this.dir, '.unfinished-'));
  }

  async keep(file: string, name: string): Promise<void> {
    await rename(file, path.join(this.dir, name));
  }

  async remove(name: string): Promise<void> {
    await rm(path.join(this.dir, name), { force: true });
  }

  async list(): Promise<BackupFile[]> {
    const names = (await readdir(this.dir).catch(() => [] as string[])).filter(isBackup);
    const files = await Promise.all(
      names.map(async (name) => {
        const info = await stat(path.join(this.dir, name));
        return { name, bytes: info.size, createdAt: info.mtime.toISOString() };
      }),
    );
    return files.sort(newestFirst);
  }
}

/** The dumps in their own bucket: never the photos' bucket, whose objects the site serves to anyone. */
class S3BackupStore implements BackupStore {
  private bucketReady: Promise<void> | null = null;
  constructor(
    private readonly client: Client,
    private readonly bucket: string,
  ) {}

  get location(): string {
    return `s3://${this.bucket}`;
  }

  stagingDir(): Promise<string> {
    return mkdtemp(path.join(tmpdir(), 'surimarkt-backup-'));
  }

  private ready(): Promise<void> {
    this.bucketReady ??= ensureBucket(this.client, this.bucket).catch((error: unknown) => {
      this.bucketReady = null;
      throw error;
    });
    return this.bucketReady;
  }

  async keep(file: string, name: string): Promise<void> {
    await this.ready();
    await this.client.fPutObject(this.bucket, name, file, { 'Content-Type': 'application/octet-stream' });
  }

  async remove(name: string): Promise<void> {
    await this.client.removeObject(this.bucket, name);
  }

  async list(): Promise<BackupFile[]> {
    await this.ready();
    const files: BackupFile[] = [];
    for await (const object of this.client.listObjectsV2(this.bucket, PREFIX, true)) {
      const item = object as { name?: string; size?: number; lastModified?: Date };
      if (item.name && isBackup(item.name))
        files.push({ name: item.name, bytes: item.size ?? 0, createdAt: (item.lastModified ?? new Date(0)).toISOString() });
    }
    return files.sort(newestFirst);
  }
}
