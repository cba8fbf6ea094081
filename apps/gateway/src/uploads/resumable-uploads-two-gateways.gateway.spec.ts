import {
  AD_WRITE_MESSAGES as M,
  type FinishedPhotoUpload,
  type HttpErrorBody,
  PHOTO_VARIANTS,
  photoVariantPath,
} from '@surimarkt/contracts';
import { useTestDatabase } from '@surimarkt/server/testing';
import { connect, nanos, type NatsConnection } from 'nats';
import { type TestPerson } from '../testing/test-person';
import { countStoredFiles, testPhoto, tusClient } from '../testing/tus-requests';
import { AppModule as AccountsModule } from '../../../accounts-service/src/app.module';
import { useUploadGateways } from '../testing/upload-gateways';
import { PART_LIFETIME_MS, ResumableUploads } from './resumable-uploads';
import { uploadInfoBucketName, uploadPartsBucketName } from './upload-buckets';

// Two gateways behind one load balancer, sharing the photo storage: an upload started on one is resumed and finished
// on the other, a finish asked on both at once stores the photo once, and a photo never finished goes away.
describe('gateway: resumable photo uploads across two gateways', () => {
  useTestDatabase();
  const natsUrl = process.env.NATS_URL ?? 'nats://127.0.0.1:4222';
  const WIDTHS = Object.keys(PHOTO_VARIANTS).length;
  const uploads = useUploadGateways(2, 'gateway-tus-two-', AccountsModule);
  let nc: NatsConnection;
  let seller: TestPerson;

  beforeAll(async () => {
    seller = await uploads.register('tus-two@example.com', 'Soela');
    nc = await connect({ servers: natsUrl.split(',') });
  });
  afterAll(async () => {
    await nc?.close();
  });

  const [a, b] = [0, 1].map((i) => () => tusClient(uploads.gateways[i].url));
  const storedFiles = () => countStoredFiles(uploads.uploadsDir);
  const idOf = (location: string) => location.split('/').pop()!;
  /** The chunk objects of one upload still in the shared object store. */
  const partsOf = async (id: string) =>
    (await (await nc.jetstream().views.os(uploadPartsBucketName())).list()).filter((o) => o.name.startsWith(`${id}/`));
  const uploadWithAllBytes = async (photo: Buffer) => {
    const location = (await a().start(seller, photo.length)).headers.get('location')!;
    expect((await a().patch(location, seller, 0, photo)).status).toBe(204);
    return location;
  };

  it('takes the rest of a photo on the other gateway after a HEAD there, and stores it once with every width', async () => {
    const photo = await testPhoto(1);
    const before = await storedFiles();
    const created = await a().start(seller, photo.length);
    expect(created.status).toBe(201);
    const location = created.headers.get('location')!;
    const half = Math.floor(photo.length / 2);
    expect((await a().patch(location, seller, 0, photo.subarray(0, half))).status).toBe(204);

    // The line came back through the other gateway: it knows how far the first got.
    expect(await b().offsetOf(location, seller)).toBe(String(half));
    const rest = await b().patch(location, seller, half, photo.subarray(half));
    expect(rest.status).toBe(204);
    expect(rest.headers.get('upload-offset')).toBe(String(photo.length));
    // Exactly the photo's bytes, in order: nothing stored twice, nothing missing.
    expect((await uploads.gateways[0].app.get(ResumableUploads).store.read(idOf(location)))?.equals(photo)).toBe(true);

    const finished = await b().finish(location, seller);
    expect(finished.status).toBe(201);
    const { url } = (await finished.json()) as FinishedPhotoUpload;
    for (const variant of Object.keys(PHOTO_VARIANTS) as (keyof typeof PHOTO_VARIANTS)[]) {
      const res = await fetch(`${uploads.gateways[0].url}${photoVariantPath(url, variant)}`);
      expect([variant, res.status, res.headers.get('content-type')]).toEqual([variant, 200, 'image/webp']);
    }
    expect((await storedFiles()) - before).toBe(WIDTHS);
    // Asked again on the first gateway: the same photo, nothing stored; the upload's chunks are gone.
    expect(((await (await a().finish(location, seller)).json()) as FinishedPhotoUpload).url).toBe(url);
    expect((await storedFiles()) - before).toBe(WIDTHS);
    expect(await partsOf(idOf(location))).toEqual([]);
    expect((await a().tus(location, 'HEAD', seller)).status).toBe(404);
  });

  it('keeps what reached one gateway of a cut chunk, and the other takes the rest from there', async () => {
    const photo = await testPhoto(2);
    const location = (await a().start(seller, photo.length)).headers.get('location')!;
    const third = Math.floor(photo.length / 3);
    await a().cutPatch(location, seller, 0, photo.subarray(0, third), photo.length);
    let resumeAt = 0;
    for (let i = 0; i < 30 && resumeAt === 0; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      resumeAt = Number(await b().offsetOf(location, seller));
    }
    expect(resumeAt).toBeGreaterThan(0);
    expect(resumeAt).toBeLessThanOrEqual(third);
    expect((await b().patch(location, seller, resumeAt, photo.subarray(resumeAt))).status).toBe(204);
    expect((await uploads.gateways[1].app.get(ResumableUploads).store.read(idOf(location)))?.equals(photo)).toBe(true);
  });

  it('keeps one of two chunks sent to both gateways for the same offset; the other is refused and not kept', async () => {
    const photo = await testPhoto(3);
    const location = (await a().start(seller, photo.length)).headers.get('location')!;
    const half = Math.floor(photo.length / 2);
    const sent = await Promise.all([a().patch(location, seller, 0, photo.subarray(0, half)), b().patch(location, seller, 0, photo)]);
    const statuses = sent.map((r) => r.status).sort();
    expect(statuses).toEqual([204, 409]);
    const offset = Number(await a().offsetOf(location, seller));
    expect([half, photo.length]).toContain(offset);
    expect((await uploads.gateways[0].app.get(ResumableUploads).store.read(idOf(location)))?.equals(photo.subarray(0, offset))).toBe(true);
    expect(await partsOf(idOf(location))).toHaveLength(1);
  });

  it('stores a photo once when both gateways are asked to finish it at the same time', async () => {
    const photo = await testPhoto(4);
    const location = await uploadWithAllBytes(photo);
    const before = await storedFiles();
    const answers = await Promise.all([a().finish(location, seller), b().finish(location, seller), b().finish(location, seller)]);
    expect(answers.map((r) => r.status)).toEqual([201, 201, 201]);
    const urls = await Promise.all(answers.map(async (r) => ((await r.json()) as FinishedPhotoUpload).url));
    expect(new Set(urls).size).toBe(1);
    expect((await storedFiles()) - before).toBe(WIDTHS);
  });

  it('waits while another gateway holds the finish, and stores the photo itself once that one gives up', async () => {
    const photo = await testPhoto(6);
    const location = await uploadWithAllBytes(photo);
    const kv = await nc.jetstream().views.kv(uploadInfoBucketName());
    // A third gateway is finishing it (its claim), and then fails (its queue full): it gives the claim back.
    await kv.create(`finishing.${idOf(location)}`, '{}');
    const before = await storedFiles();
    let answered = false;
    const waiting = a()
      .finish(location, seller)
      .finally(() => (answered = true));
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(answered).toBe(false);
    expect(await storedFiles()).toBe(before);
    await kv.delete(`finishing.${idOf(location)}`);
    const finished = await waiting;
    expect(finished.status).toBe(201);
    expect((await storedFiles()) - before).toBe(WIDTHS);
    expect(await partsOf(idOf(location))).toEqual([]);
  });

  it('removes a photo whose bytes are all in but that was never finished, once its day is over', async () => {
    const resumable = uploads.gateways[1].app.get(ResumableUploads);
    const photo = await testPhoto(5);
    const location = await uploadWithAllBytes(photo);
    // Both buckets forget on their own after the lifetime, even when no gateway sweeps.
    const jsm = await nc.jetstreamManager();
    expect((await jsm.streams.info(`KV_${uploadInfoBucketName()}`)).config.max_age).toBe(nanos(PART_LIFETIME_MS));
    expect((await jsm.streams.info(`OBJ_${uploadPartsBucketName()}`)).config.max_age).toBe(nanos(PART_LIFETIME_MS));

    // Within its day the sweep leaves it alone.
    await resumable.store.deleteExpired();
    expect(await b().offsetOf(location, seller)).toBe(String(photo.length));

    expect(await resumable.store.deleteExpired(Date.now() + PART_LIFETIME_MS)).toBeGreaterThanOrEqual(1);
    expect((await a().tus(location, 'HEAD', seller)).status).toBe(404);
    expect(await partsOf(idOf(location))).toEqual([]);
    const before = await storedFiles();
    const late = await a().finish(location, seller);
    expect(late.status).toBe(404);
    expect(((await late.json()) as HttpErrorBody).message).toBe(M.uploadNotFound);
    expect(await storedFiles()).toBe(before);
  });
});
