import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import S3rver from 's3rver';
import { createPhotoStorage, type PhotoStorage } from './photo-storage';

// The same photo store on local disk and in an S3 bucket (s3rver, an S3-compatible server in this process): what is
// put is read back with its type, a missing or unsafe key is null, and the bucket is made on first use.
describe('photo storage', () => {
  let dir: string;
  let s3server: S3rver;
  let stores: PhotoStorage[];

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'photos-'));
    s3server = new S3rver({ port: 0, address: '127.0.0.1', directory: path.join(dir, 's3'), silent: true });
    const { port } = await s3server.run();
    stores = [
      createPhotoStorage({ UPLOADS_DIR: path.join(dir, 'local') }),
      createPhotoStorage({
        S3_ENDPOINT: `http://127.0.0.1:${port}`,
        S3_ACCESS_KEY: 'S3RVER',
        S3_SECRET_KEY: 'S3RVER',
        S3_BUCKET: 'test-photos',
      }),
    ];
  });
  afterAll(async () => {
    await s3server?.close();
    await rm(dir, { recursive: true, force: true });
  });

  it.each([0, 1])('keeps and returns a photo (store %#: local, then S3)', async (index) => {
    const store = stores[index];
    expect(store.kind).toBe(index === 0 ? 'local' : 's3');
    expect(await store.put('ads/2026/foto-1.webp', Buffer.from('webp-bytes'), 'image/webp')).toBe('/uploads/ads/2026/foto-1.webp');
    const photo = await store.get('ads/2026/foto-1.webp');
    expect(photo && { size: photo.size, contentType: photo.contentType, body: await text(photo.body) }).toEqual({
      size: 10,
      contentType: 'image/webp',
      body: 'webp-bytes',
    });
    expect(await store.get('ads/2026/bestaat-niet.webp')).toBeNull();
    expect([await store.has('ads/2026/foto-1.webp'), await store.has('ads/2026/bestaat-niet.webp'), await store.has('../x.webp')]).toEqual([
      true,
      false,
      false,
    ]);
    expect(await store.get('../etc/passwd')).toBeNull();
    await expect(store.put('../buiten.webp', Buffer.from('x'), 'image/webp')).rejects.toThrow('Unsafe storage key');
  });
});
