import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type INestMicroservice, type Type } from '@nestjs/common';
import { bootstrapService } from '@surimarkt/server';
import { DataSource } from 'typeorm';
import { startTestGateway, type TestGateway } from './test-gateway';
import { registerPerson, type TestPerson } from './test-person';
import { deleteUploadBuckets } from './tus-requests';

export interface UploadGateways {
  /** Set once the file's first beforeAll has run. */
  readonly gateways: TestGateway[];
  readonly uploadsDir: string;
  url(gateway?: number): string;
  register(email: string, firstName: string): Promise<TestPerson>;
}

/**
 * What the photo-upload specs share: the accounts-service and `count` gateways on one photo folder, started before
 * the file's tests (call it before the file's own hooks); stopped after them, the folder and the upload buckets gone.
 * The spec hands in the accounts-service's module: only a spec wires apps together (scripts/lint/boundaries.mjs).
 */
export function useUploadGateways(count: number, folderPrefix: string, accountsModule: Type): UploadGateways {
  const natsUrl = process.env.NATS_URL ?? 'nats://127.0.0.1:4222';
  let accounts: INestMicroservice | undefined;
  const bed = {
    gateways: [] as TestGateway[],
    uploadsDir: '',
    url: (gateway = 0) => bed.gateways[gateway].url,
    register: (email: string, firstName: string) => registerPerson(bed.url(), accounts!.get(DataSource), email, firstName),
  };
  beforeAll(async () => {
    bed.uploadsDir = await mkdtemp(path.join(tmpdir(), folderPrefix));
    accounts = await bootstrapService({ service: 'accounts', module: accountsModule, natsUrl, logLevel: 'silent' });
    for (let i = 0; i < count; i++) bed.gateways.push(await startTestGateway({ UPLOADS_DIR: bed.uploadsDir }));
  });
  afterAll(async () => {
    await Promise.all(bed.gateways.map((gateway) => gateway.close()));
    await accounts?.close();
    await rm(bed.uploadsDir, { recursive: true, force: true });
    await deleteUploadBuckets();
  });
  return bed;
}
