import { execFile } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { promisify } from 'node:util';
import { type INestMicroservice } from '@nestjs/common';
import { BACKUP_SUBJECTS, type BackupInfo, jobSubjects, type JobRun } from '@surimarkt/contracts';
import { createS3Client } from '@surimarkt/server';
import { createTestNatsClient, startTestService, useTestDatabase } from '@surimarkt/server/testing';
import { type Client } from 'minio';
import S3rver from 's3rver';
import { AppModule } from '../app.module';

const run = promisify(execFile);
const BUCKET = 'surimarkt-backups';

// The backup job with BACKUP_S3_BUCKET set, against an S3-compatible server (s3rver, in this process) and the real
// database: the dump lands in the bucket, the newest 7 stay, and what is there restores.
describe('moderation-service: backups in an S3 bucket', () => {
  useTestDatabase();
  const client = createTestNatsClient();
  let s3dir: string;
  let s3server: S3rver;
  let s3: Client;
  let moderation: INestMicroservice;

  beforeAll(async () => {
    s3dir = await mkdtemp(path.join(tmpdir(), 's3-'));
    s3server = new S3rver({ port: 0, address: '127.0.0.1', directory: s3dir, silent: true });
    const { port } = await s3server.run();
    const env = { S3_ENDPOINT: `http://127.0.0.1:${port}`, S3_ACCESS_KEY: 'S3RVER', S3_SECRET_KEY: 'S3RVER' };
    Object.assign(process.env, env, { BACKUP_S3_BUCKET: BUCKET, BACKUP_DIR: path.join(s3dir, 'not-used') });
    s3 = createS3Client(env);
    moderation = await startTestService({ service: 'moderation', module: AppModule });
    await client.connect();
  });
  afterAll(async () => {
    await client.close();
    await moderation?.close();
    await s3server?.close();
    await rm(s3dir, { recursive: true, force: true });
  });

  const objects = async () => {
    const names: string[] = [];
    for await (const o of s3.listObjectsV2(BUCKET, '', true)) names.push((o as { name: string }).name);
    return names.sort();
  };

  it('dumps the database into the bucket, keeps the newest 7 there and nothing on local disk', async () => {
    // The bucket is made on first use; then seven older backups.
    await s3.makeBucket(BUCKET);
    for (let day = 1; day <= 7; day++) await s3.putObject(BUCKET, `surimarkt-2026-01-0${day}T03-00-00-000Z.dump`, Buffer.from('oud'));

    const done = await client.ask<JobRun>(jobSubjects('moderation').run, { job: 'backup', startedBy: 'admin' });
    expect(done).toMatchObject({
      ok: true,
      error: null,
      result: { location: `s3://${BUCKET}`, removed: ['surimarkt-2026-01-01T03-00-00-000Z.dump'] },
    });
    const names = await objects();
    expect(names).toHaveLength(7);
    expect(names).toContain(done.result?.file);
    expect(names).not.toContain('surimarkt-2026-01-01T03-00-00-000Z.dump');

    // What is in the bucket is a real dump of the database (here only this service has migrated its schema).
    const copy = path.join(s3dir, 'restored.dump');
    await pipeline(await s3.getObject(BUCKET, done.result?.file as string), createWriteStream(copy));
    const { stdout } = await run('pg_restore', ['--list', copy]);
    expect(stdout).toMatch(/SCHEMA - moderation\b/);
    expect(stdout).toMatch(/TABLE moderation job_runs\b/);
    await expect(run('ls', [path.join(s3dir, 'not-used')])).rejects.toBeTruthy();

    const backups = await client.ask<BackupInfo>(BACKUP_SUBJECTS.list, {});
    expect(backups.location).toBe(`s3://${BUCKET}`);
    expect(backups.files.map((f) => f.name)).toEqual([...names].sort().reverse());
    expect(backups.latest).not.toBeNull();
  });
});
