import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type INestMicroservice } from '@nestjs/common';
import { bootstrapService } from '@surimarkt/server';
import { AppModule } from '../app.module';
import { readEnv } from '../config/env';
import { seedDemoOnStart } from '../seed/demo-seed';

/**
 * Starts the ads-service the way main.ts does, with its photos in the given folder (shared with a gateway under
 * test) or in a fresh temporary one that stop() removes.
 */
export async function startAdsService(options: {
  seedDemo: boolean;
  uploadsDir?: string;
}): Promise<{ app: INestMicroservice; uploadsDir: string; stop: () => Promise<void> }> {
  const uploadsDir = options.uploadsDir ?? mkdtempSync(path.join(tmpdir(), 'ads-uploads-'));
  // The service's own providers (the photo widths backfill) read the environment when the app is made: they get the
  // same folder as the seed, and the variable is put back for whatever the test file starts next.
  const before = process.env.UPLOADS_DIR;
  process.env.UPLOADS_DIR = uploadsDir;
  const env = { ...readEnv(), SEED_DEMO: options.seedDemo };
  const app = await bootstrapService({
    service: 'ads',
    module: AppModule,
    natsUrl: env.NATS_URL,
    logLevel: 'silent',
    afterMigrate: (started) => seedDemoOnStart(started, env),
  }).finally(() => {
    if (before === undefined) delete process.env.UPLOADS_DIR;
    else process.env.UPLOADS_DIR = before;
  });
  const stop = async () => {
    await app.close();
    if (!options.uploadsDir) rmSync(uploadsDir, { recursive: true, force: true });
  };
  return { app, uploadsDir, stop };
}
