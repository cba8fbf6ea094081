import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';
import { type Request, type Response } from 'express';

export type Encoding = 'br' | 'gzip';

// Below this, compressing saves less than the headers it adds.
const MIN_COMPRESSED_BYTES = 1024;
const BROTLI = { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } };
const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * An answer made once and sent many times (a cached list, a guest's page): its bytes, ETag and compressed forms are
 * worked out once instead of on every hit (JSON.stringify, Express's ETag hash and the compressor were most of what
 * a cached read cost).
 */
export class EncodedBody {
  readonly etag: string;
  private readonly encoded = new Map<Encoding, Buffer>();
  private readonly preparing = new Map<Encoding, Promise<void>>();

  constructor(
    readonly raw: Buffer,
    readonly contentType: string,
  ) {
    this.etag = `W/"${raw.length.toString(16)}-${createHash('sha1').update(raw).digest('base64').slice(0, 27)}"`;
  }

  static json(value: unknown): EncodedBody {
    return new EncodedBody(Buffer.from(JSON.stringify(value)), 'application/json; charset=utf-8');
  }

  /** A compressed form made elsewhere (a page kept with its brotli): sent as it is. */
  withEncoded(encoding: Encoding, bytes: Buffer): this {
    this.encoded.set(encoding, bytes);
    return this;
  }

  /** Compressed on first use; a body too small to gain is never compressed. */
  as(encoding: Encoding | null): Buffer {
    if (!encoding || this.raw.length < MIN_COMPRESSED_BYTES) return this.raw;
    let bytes = this.encoded.get(encoding);
    if (!bytes) {
      bytes = encoding === 'br' ? brotliCompressSync(this.raw, BROTLI) : gzipSync(this.raw);
      this.encoded.set(encoding, bytes);
    }
    return bytes;
  }

  /**
   * Compresses for `encoding` in libuv's thread pool, off the event loop (a page's brotli is a millisecond of the
   * gateway's one thread); `as` then finds it done. Concurrent asks share one compression.
   */
  prepare(encoding: Encoding | null): Promise<void> {
    if (!encoding || this.raw.length < MIN_COMPRESSED_BYTES || this.encoded.has(encoding)) return Promise.resolve();
    let preparing = this.preparing.get(encoding);
    if (!preparing) {
      preparing = (encoding === 'br' ? brotliAsync(this.raw, BROTLI) : gzipAsync(this.raw)).then((bytes) => {
        this.encoded.set(encoding, bytes);
      });
      this.preparing.set(encoding, preparing);
    }
    return preparing;
  }
}

export function acceptedEncoding(req: Request): Encoding | null {
  const accepted = req.headers['accept-encoding'];
  if (!accepted) return null;
  return /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : null;
}

/** Sends body as it is kept: 304 when the client has it already, else its bytes in the encoding the client takes. */
export function sendEncoded(req: Request, res: Response, body: EncodedBody, cacheControl: string): void {
  res.setHeader('Content-Type', body.contentType);
  res.setHeader('Cache-Control', cacheControl);
  res.setHeader('ETag', body.etag);
  res.vary('Accept-Encoding');
  if (req.fresh) {
    res.status(304).end();
    return;
  }
  const encoding = acceptedEncoding(req);
  const bytes = body.as(encoding);
  // Set before sending: the compression middleware leaves an encoded body alone.
  if (bytes !== body.raw) res.setHeader('Content-Encoding', encoding as Encoding);
  res.end(bytes);
}
