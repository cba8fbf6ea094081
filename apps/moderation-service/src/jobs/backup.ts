import { execFile } from 'node:child_process';
import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const PREFIX = 'surimarkt-';
const SUFFIX = '.dump';

export interface BackupFile { name: string; bytes: number; createdAt: string }

/**
 * A dump of the whole database (every service's schema) in pg_dump's custom format, restorable with pg_restore,
 * written to dir; only the newest `keep` stay. pg_dump must be at least the server's version.
 */
export async function backupDatabase(databaseUrl: string, dir: string, keep: number): Promise<{ file: string; bytes: number; removed: string[] }> {
  await mkdir(dir, { recursive: true });
  const name = `${PREFIX}${new Date().toISOString().replace(/[:.]/g, '-')}${SUFFIX}`;
  const file = path.join(dir, name);
  await run('pg_dump', ['--format=custom', '--no-owner', `--file=${file}`, databaseUrl], { timeout: 30 * 60_000, maxBuffer: 10 * 1024 * 1024 });
  const { size } = await stat(file);
  const all = await listBackups(dir);
  const removed = all.slice(keep).map((b) => b.name);
  for (const old of removed) await rm(path.join(dir, old), { force: true });
  return { file: name, bytes: size, removed };
}

/** Newest first. */
export async function listBackups(dir: string): Promise<BackupFile[]> {
  const names = (await readdir(dir).catch(() => [] as string[])).filter((n) => n.startsWith(PREFIX) && n.endsWith(SUFFIX));
  const files = await Promise.all(names.map(async (name) => {
    const info = await stat(path.join(dir, name));
    return { name, bytes: info.size, createdAt: info.mtime.toISOString() };
  }));
  return files.sort((a, b) => b.name.localeCompare(a.name));
}
