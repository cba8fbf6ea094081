import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type INestMicroservice } from '@nestjs/common';
import { AD_WRITE_MESSAGES, type HttpErrorBody } from '@surimarkt/contracts';
import { bootstrapService, DEMO_USER } from '@surimarkt/server';
import { useTestDatabase } from '@surimarkt/server/testing';
import sharp from 'sharp';
import { AppModule as AccountsModule } from '../../../accounts-service/src/app.module';
import { seedDemoUser } from '../../../accounts-service/src/users/seed-demo-user';
import { startTestGateway, type TestGateway } from '../testing/test-gateway';

// Many large photos at once: one upload is resized at a time here (UPLOAD_CONCURRENCY=1), one more may wait
// (UPLOAD_QUEUE=1), the rest are told at once to try again, and the gateway keeps answering meanwhile.
describe('gateway: the photo queue', () => {
  useTestDatabase();
  const natsUrl = process.env.NATS_URL ?? 'nats://127.0.0.1:4222';
  let gateway: TestGateway;
  let accounts: INestMicroservice;
  let uploadsDir: string;
  let cookie: string;

  beforeAll(async () => {
    uploadsDir = await mkdtemp(path.join(tmpdir(), 'gateway-queue-'));
    accounts = await bootstrapService({
      service: 'accounts',
      module: AccountsModule,
      natsUrl,
      logLevel: 'silent',
      afterMigrate: seedDemoUser,
    });
    // The session's check waits for the accounts-service while four big uploads keep this process busy: on a loaded
    // machine the default 1.5 s ran out, and a 503 for the service stood where the queue's was expected.
    gateway = await startTestGateway({ UPLOADS_DIR: uploadsDir, UPLOAD_CONCURRENCY: '1', UPLOAD_QUEUE: '1', NATS_TIMEOUT_MS: '15000' });
    const res = await fetch(`${gateway.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: DEMO_USER.email, password: DEMO_USER.password }),
    });
    cookie = res.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
  });
  afterAll(async () => {
    await gateway?.close();
    await accounts?.close();
    await rm(uploadsDir, { recursive: true, force: true });
  });

  it("resizes one upload at a time, lets one wait, answers the rest 503 'Probeer het zo opnieuw'", async () => {
    // A large noisy photo (noise does not compress away), five to an upload: seconds of work each.
    const raw = Buffer.alloc(4000 * 3000 * 3);
    for (let i = 0; i < raw.length; i++) raw[i] = (i * 2654435761) >>> 24;
    const bytes = await sharp(raw, { raw: { width: 4000, height: 3000, channels: 3 } })
      .jpeg({ quality: 60 })
      .toBuffer();
    const upload = () => {
      const form = new FormData();
      for (let i = 0; i < 5; i++) form.append('images', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), `foto-${i}.jpg`);
      return fetch(`${gateway.url}/api/upload-images`, { method: 'POST', headers: { cookie, origin: gateway.url }, body: form });
    };
    const uploads = Array.from({ length: 4 }, upload);
    // Meanwhile the gateway answers other requests.
    expect((await fetch(`${gateway.url}/api/health/live`)).status).toBe(200);
    const answers = await Promise.all(uploads);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 201, 503, 503]);
    const busy = answers.find((a) => a.status === 503)!;
    expect(((await busy.json()) as HttpErrorBody).message).toBe(AD_WRITE_MESSAGES.uploadBusy);
    // The turns were given back: the next upload goes through.
    expect((await upload()).status).toBe(201);
  }, 120_000);
});
