import {
  AD_LIMITS,
  AD_WRITE_MESSAGES as M,
  type FinishedPhotoUpload,
  type HttpErrorBody,
  PHOTO_VARIANTS,
  photoVariantPath,
} from '@surimarkt/contracts';
import { useTestDatabase } from '@surimarkt/server/testing';
import { type TestPerson } from '../testing/test-person';
import { countStoredFiles, testPhoto, tusClient } from '../testing/tus-requests';
import { AppModule as AccountsModule } from '../../../accounts-service/src/app.module';
import { useUploadGateways } from '../testing/upload-gateways';
import { OPEN_UPLOADS_MAX } from './resumable-uploads';

// A photo sent with tus over a line that drops mid-chunk: the gateway keeps what arrived, tells how far it got, takes
// the rest, and stores the photo in every width once, however often the browser asks to finish it.
describe('gateway: resumable photo uploads (tus)', () => {
  useTestDatabase();
  const uploads = useUploadGateways(1, 'gateway-tus-', AccountsModule);
  let seller: TestPerson;
  let other: TestPerson;
  let photo: Buffer;

  beforeAll(async () => {
    seller = await uploads.register('tus-seller@example.com', 'Sita');
    other = await uploads.register('tus-other@example.com', 'Oscar');
    photo = await testPhoto();
  });

  const tus = (url: string, method: string, who: TestPerson | null) => tusClient(uploads.url()).tus(url, method, who);
  const start = (who: TestPerson | null, size: number, type?: string) => tusClient(uploads.url()).start(who, size, type);
  const patch = (location: string, who: TestPerson, offset: number, body: Buffer) =>
    tusClient(uploads.url()).patch(location, who, offset, body);
  const offsetOf = (location: string, who: TestPerson) => tusClient(uploads.url()).offsetOf(location, who);
  const cutPatch = (location: string, who: TestPerson, offset: number, bytes: Buffer, totalLength: number) =>
    tusClient(uploads.url()).cutPatch(location, who, offset, bytes, totalLength);
  const storedFiles = () => countStoredFiles(uploads.uploadsDir);

  it('resumes a photo cut mid-chunk where it stopped and stores every width once', async () => {
    const created = await start(seller, photo.length);
    expect(created.status).toBe(201);
    const location = created.headers.get('location')!;
    expect(location).toMatch(/^\/api\/photo-uploads\/[0-9a-f]{32}$/);

    const third = Math.floor(photo.length / 3);
    expect((await patch(location, seller, 0, photo.subarray(0, third))).status).toBe(204);
    // The second chunk is cut after half of it reached the gateway.
    await cutPatch(location, seller, third, photo.subarray(third, third + Math.floor(third / 2)), photo.length - third);
    // The gateway keeps what arrived once it notices the cut (a client asks again after a pause, as tus-js-client does).
    let resumeAt = third;
    for (let i = 0; i < 30 && resumeAt === third; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      resumeAt = Number(await offsetOf(location, seller));
    }
    expect(resumeAt).toBeGreaterThan(third);
    expect(resumeAt).toBeLessThan(photo.length);

    // Someone else can neither see nor continue it.
    expect((await tus(location, 'HEAD', other)).status).toBe(404);
    expect((await patch(location, other, resumeAt, photo.subarray(resumeAt))).status).toBe(404);
    // Finishing before all bytes are in is refused.
    const early = await tus(`${location}/photo`, 'POST', seller);
    expect(early.status).toBe(409);
    expect(((await early.json()) as HttpErrorBody).message).toBe(M.uploadIncomplete);

    // Only the rest is sent.
    const rest = await patch(location, seller, resumeAt, photo.subarray(resumeAt));
    expect(rest.status).toBe(204);
    expect(rest.headers.get('upload-offset')).toBe(String(photo.length));

    expect((await tus(`${location}/photo`, 'POST', other)).status).toBe(404);
    const [first, again] = await Promise.all([tus(`${location}/photo`, 'POST', seller), tus(`${location}/photo`, 'POST', seller)]);
    expect(first.status).toBe(201);
    const { url } = (await first.json()) as FinishedPhotoUpload;
    expect(url).toMatch(/^\/uploads\/ads\/\d{4}\/\d{2}\/[\w-]+\.webp$/);
    expect(((await again.json()) as FinishedPhotoUpload).url).toBe(url);
    // Every width is served, and nothing else was stored: one photo, its five variants.
    for (const variant of Object.keys(PHOTO_VARIANTS) as (keyof typeof PHOTO_VARIANTS)[]) {
      const res = await fetch(`${uploads.url()}${photoVariantPath(url, variant)}`);
      expect([variant, res.status, res.headers.get('content-type')]).toEqual([variant, 200, 'image/webp']);
    }
    expect(await storedFiles()).toBe(Object.keys(PHOTO_VARIANTS).length);
    // A finish asked once more, after the part is gone, answers the same photo and stores nothing.
    expect(((await (await tus(`${location}/photo`, 'POST', seller)).json()) as FinishedPhotoUpload).url).toBe(url);
    expect(await storedFiles()).toBe(Object.keys(PHOTO_VARIANTS).length);
  });

  it('holds the same limits as /api/upload-images: a session, images only, at most 5 MB, checked by content', async () => {
    expect((await start(null, photo.length)).status).toBe(401);

    const tooLarge = await start(seller, 5 * 1024 * 1024 + 1);
    expect(tooLarge.status).toBe(413);
    expect(JSON.parse(await tooLarge.text())).toMatchObject({ message: M.invalidFiles });
    expect((await start(seller, 100, 'text/plain')).status).toBe(400);

    // Says it is a photo, is not: refused when finished, and nothing is stored.
    const text = Buffer.from('dit is geen foto, alleen tekst '.repeat(20));
    const before = await storedFiles();
    const location = (await start(seller, text.length)).headers.get('location')!;
    expect((await patch(location, seller, 0, text)).status).toBe(204);
    const refused = await tus(`${location}/photo`, 'POST', seller);
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as HttpErrorBody).message).toBe(M.invalidFiles);
    expect(await storedFiles()).toBe(before);
  });

  it('refuses more unfinished uploads per user than the quota, in Dutch, and takes them again once some are done', async () => {
    const hoarder = await uploads.register('tus-hoarder@example.com', 'Hans');
    const started: string[] = [];
    for (let i = 0; i < OPEN_UPLOADS_MAX; i++) {
      const res = await start(hoarder, 1000);
      expect(res.status).toBe(201);
      started.push(res.headers.get('location')!);
    }
    const over = await start(hoarder, 1000);
    expect([over.status, ((await over.json()) as HttpErrorBody).message]).toEqual([429, M.uploadQuota]);
    // Someone else is not held back by it; and a removed upload makes room again.
    expect((await start(other, 1000)).status).toBe(201);
    expect((await tus(started[0], 'DELETE', hoarder)).status).toBe(204);
    expect((await start(hoarder, 1000)).status).toBe(201);

    // The bytes count too: five of the largest photos at once, not a sixth.
    const big = await uploads.register('tus-big@example.com', 'Bea');
    for (let i = 0; i < 5; i++) expect((await start(big, AD_LIMITS.photoBytesMax)).status).toBe(201);
    expect((await start(big, AD_LIMITS.photoBytesMax)).status).toBe(429);
  });
});
