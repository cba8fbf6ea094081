import type { UploadImagesResponse } from '@surimarkt/contracts';

export class UploadError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/**
 * POST /api/upload-images with XMLHttpRequest, the one browser API that reports upload progress (fetch does not).
 * onProgress gets 0-100. The session cookie goes along as with every same-origin request.
 */
export function uploadPhotos(files: readonly File[], onProgress: (percent: number) => void): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const form = new FormData();
    for (const file of files) form.append('images', file, file.name);
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/upload-images');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      let body: unknown = null;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        /* not JSON */
      }
      if (xhr.status >= 200 && xhr.status < 300) resolve((body as UploadImagesResponse).urls);
      else reject(new UploadError(xhr.status, (body as { message?: string } | null)?.message ?? ''));
    };
    xhr.onerror = () => reject(new UploadError(0, ''));
    xhr.send(form);
  });
}
