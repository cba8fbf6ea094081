import { type ClientProxy } from '@nestjs/microservices';
import { type KV, type NatsConnection, nanos, type ObjectStore, StorageType } from 'nats';
import { prefixedBucketName } from '../common/jetstream-buckets';

/** The resumable uploads' shared state: the info, 'done' and claim entries (kv) and the received chunks (parts). */
export interface UploadBuckets {
  kv: KV;
  parts: ObjectStore;
  /** The keys in `kv` starting with `prefix` (deleted ones included; their get answers nothing). */
  keys(prefix: string): Promise<string[]>;
}

/** A bucket operation waits at most this for the broker (a chunk is ~100 KB; the answer then is a plain 500 and a retry). */
const BUCKET_TIMEOUT_MS = 5000;

export function uploadInfoBucketName(prefix?: string): string {
  return prefixedBucketName('SURIMARKT_UPLOADS', prefix);
}

export function uploadPartsBucketName(prefix?: string): string {
  return prefixedBucketName('SURIMARKT_UPLOAD_PARTS', prefix);
}

/**
 * Opens (creating on first use) both buckets on the gateway's NATS connection. Both have the uploads' lifetime as
 * their max age, so what no gateway removes (a photo never finished, a part left by a crash) disappears on its own.
 * File storage: a broker restart must not start every half-sent photo over.
 */
export async function openUploadBuckets(client: ClientProxy, lifetimeMs: number): Promise<UploadBuckets> {
  await client.connect();
  const nc = client.unwrap<NatsConnection>();
  const js = nc.jetstream({ timeout: BUCKET_TIMEOUT_MS });
  const jsm = await nc.jetstreamManager({ timeout: BUCKET_TIMEOUT_MS });
  const name = uploadInfoBucketName();
  const [kv, parts] = await Promise.all([
    js.views.kv(name, { history: 1, ttl: lifetimeMs, storage: StorageType.File, timeout: BUCKET_TIMEOUT_MS }),
    js.views.os(uploadPartsBucketName(), { ttl: nanos(lifetimeMs), storage: StorageType.File }),
  ]);
  // The stream's own subject list: kv.keys() (an ordered consumer that stops on its pending count) listed one key
  // of several here against nats-server 2.9.10. A day's uploads fit in one answer.
  const keys = async (prefix: string) => {
    const info = await jsm.streams.info(`KV_${name}`, { subjects_filter: `$KV.${name}.${prefix}>` });
    return Object.keys(info.state.subjects ?? {}).map((subject) => subject.slice(`$KV.${name}.`.length));
  };
  return { kv, parts, keys };
}

/** Opens the buckets once, and again after a failure (a broker away at start must not disable uploads for good). */
export function lazyUploadBuckets(open: () => Promise<UploadBuckets>): () => Promise<UploadBuckets> {
  let opening: Promise<UploadBuckets> | undefined;
  return () => {
    opening ??= open().catch((error: unknown) => {
      opening = undefined;
      throw error;
    });
    return opening;
  };
}
