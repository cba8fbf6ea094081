import { readdir } from 'node:fs/promises';
import { request } from 'node:http';
import { connect } from 'nats';
import sharp from 'sharp';
import { uploadInfoBucketName, uploadPartsBucketName } from '../uploads/upload-buckets';
import { type TestPerson } from './test-person';

/** tus requests to one gateway at `base`, as tus-js-client sends them: a session cookie, the gateway's own origin. */
export function tusClient(base: string) {
  const tus = (url: string, method: string, who: TestPerson | null, headers: Record<string, string> = {}, body?: Buffer) =>
    fetch(url.startsWith('http') ? url : `${base}${url}`, {
      method,
      headers: { 'tus-resumable': '1.0.0', origin: base, ...(who ? { cookie: who.cookie } : {}), ...headers },
      body: body ? new Uint8Array(body) : undefined,
    });
  const metadata = (type: string) =>
    `filename ${Buffer.from('foto.jpg').toString('base64')},filetype ${Buffer.from(type).toString('base64')}`;
  return {
    tus,
    start: (who: TestPerson | null, size: number, type = 'image/jpeg') =>
      tus('/api/photo-uploads', 'POST', who, { 'upload-length': String(size), 'upload-metadata': metadata(type) }),
    patch: (location: string, who: TestPerson, offset: number, body: Buffer) =>
      tus(location, 'PATCH', who, { 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream' }, body),
    offsetOf: async (location: string, who: TestPerson) => (await tus(location, 'HEAD', who)).headers.get('upload-offset'),
    finish: (location: string, who: TestPerson) => tus(`${location}/photo`, 'POST', who),
    /** Sends `bytes` of a PATCH announced as `totalLength` and then cuts the connection, as a phone losing its signal does. */
    cutPatch: (location: string, who: TestPerson, offset: number, bytes: Buffer, totalLength: number) =>
      new Promise<void>((resolve) => {
        const req = request(`${base}${location}`, {
          method: 'PATCH',
          headers: {
            'tus-resumable': '1.0.0',
            origin: base,
            cookie: who.cookie,
            'upload-offset': String(offset),
            'content-type': 'application/offset+octet-stream',
            'content-length': String(totalLength),
          },
        });
        req.on('error', () => resolve());
        req.on('close', () => resolve());
        req.write(bytes, () => setTimeout(() => req.destroy(), 300));
      }),
  };
}

/** A photo of some 200 KB, as the browser sends after scaling it: noise does not compress away. `seed` makes it differ. */
export async function testPhoto(seed = 0): Promise<Buffer> {
  const raw = Buffer.alloc(900 * 600 * 3);
  for (let i = 0; i < raw.length; i++) raw[i] = ((i + seed) * 2654435761) >>> 24;
  return sharp(raw, { raw: { width: 900, height: 600, channels: 3 } })
    .jpeg({ quality: 70 })
    .toBuffer();
}

/** Removes this test file's upload buckets (named after its subject prefix), as useTestDatabase removes its event stream. */
export async function deleteUploadBuckets(): Promise<void> {
  const nc = await connect({ servers: (process.env.NATS_URL ?? 'nats://127.0.0.1:4222').split(',') });
  const jsm = await nc.jetstreamManager();
  await jsm.streams.delete(`KV_${uploadInfoBucketName()}`).catch(() => undefined);
  await jsm.streams.delete(`OBJ_${uploadPartsBucketName()}`).catch(() => undefined);
  await nc.close();
}

/** Files the photo storage holds under `dir` (every width of every photo): what an upload stored, counted. */
export async function countStoredFiles(dir: string): Promise<number> {
  return (await readdir(dir, { recursive: true, withFileTypes: true })).filter((entry) => entry.isFile()).length;
}
