import { Client } from 'minio';

/** The contract's S3 settings (MinIO or any S3 store), shared by the photos and the backups. */
export interface S3Env {
  S3_ENDPOINT?: string;
  S3_ACCESS_KEY?: string;
  S3_SECRET_KEY?: string;
}

/** A client for S3_ENDPOINT ('http://minio:9000', 'https://s3.eu-west-1.amazonaws.com'). */
export function createS3Client(env: S3Env & { S3_ENDPOINT: string }): Client {
  const url = new URL(env.S3_ENDPOINT);
  return new Client({
    endPoint: url.hostname,
    port: url.port ? Number(url.port) : url.protocol === 'https:' ? 443 : 80,
    useSSL: url.protocol === 'https:',
    accessKey: env.S3_ACCESS_KEY ?? '',
    secretKey: env.S3_SECRET_KEY ?? '',
  });
}

/** Makes the bucket on first use when the store does not have it yet (MinIO starts empty). */
export async function ensureBucket(client: Client, bucket: string): Promise<void> {
  if (!(await client.bucketExists(bucket))) await client.makeBucket(bucket);
}
