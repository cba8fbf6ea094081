import type { FinishedPhotoUpload } from '@surimarkt/contracts';

export class UploadError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** Where the gateway speaks tus (apps/gateway/src/uploads/resumable-uploads.ts). */
const ENDPOINT = '/api/photo-uploads';
/**
 * A chunk per request: what a dropped line can cost at most is what the gateway had not yet received of one chunk,
 * and a 300 KB photo still goes in three requests. The gateway keeps every byte that arrived, even of a cut chunk.
 */
export const CHUNK_BYTES = 100 * 1024;
/** After a cut: ask again at once, then wait longer each time, for some two minutes in all. */
const RETRY_DELAYS_MS = [0, 1000, 3000, 5000, 10_000, 20_000, 30_000, 60_000];

/**
 * Sends the photos one after the other (a weak line shares poorly) with tus, so an upload cut by a dropped connection
 * goes on from where it stopped, even after the seller presses 'Plaatsen' again (the upload is found again by the
 * photo's fingerprint). onProgress gets each photo's 0-100. Answers the stored photos' urls, in the order given.
 */
export async function uploadPhotos(files: readonly File[], onProgress: (percents: number[]) => void): Promise<string[]> {
  const percents = files.map(() => 0);
  const urls: string[] = [];
  for (const [i, file] of files.entries()) {
    urls.push(
      await uploadPhoto(file, (percent) => {
        percents[i] = percent;
        onProgress([...percents]);
      }),
    );
  }
  return urls;
}

async function uploadPhoto(file: File, onProgress: (percent: number) => void): Promise<string> {
  // Loaded when the first photo is sent, not with the form: a seller filling it in pays nothing for it yet.
  const { Upload } = await import('tus-js-client').catch(() => {
    throw new UploadError(0, '');
  });
  const location = await new Promise<string>((resolve, reject) => {
    const upload = new Upload(file, {
      endpoint: ENDPOINT,
      chunkSize: CHUNK_BYTES,
      retryDelays: RETRY_DELAYS_MS,
      metadata: { filename: file.name, filetype: file.type },
      removeFingerprintOnSuccess: true,
      onProgress: (sent, total) => onProgress(total ? Math.floor((sent / total) * 100) : 0),
      onSuccess: () => resolve(upload.url ?? ''),
      onError: (error) => {
        const response = 'originalResponse' in error ? error.originalResponse : null;
        reject(new UploadError(response?.getStatus() ?? 0, messageOf(response?.getBody())));
      },
    });
    void upload.findPreviousUploads().then(
      (previous) => {
        if (previous[0]) upload.resumeFromPreviousUpload(previous[0]);
        upload.start();
      },
      () => upload.start(),
    );
  });
  // All bytes are in: the gateway checks the photo and stores its widths (asked again, it answers the same url).
  const path = new URL(location, window.location.origin).pathname;
  const res = await fetch(`${path}/photo`, { method: 'POST', credentials: 'same-origin' }).catch(() => null);
  if (!res) throw new UploadError(0, '');
  const body = (await res.json().catch(() => null)) as (FinishedPhotoUpload & { message?: string }) | null;
  if (!res.ok || !body?.url) throw new UploadError(res.status, body?.message ?? '');
  onProgress(100);
  return body.url;
}

/** The gateway's Dutch message from an error body ('{ "message": … }'), or nothing. */
function messageOf(body: string | undefined): string {
  try {
    return (JSON.parse(body ?? '') as { message?: string }).message ?? '';
  } catch {
    return '';
  }
}
