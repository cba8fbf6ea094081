/**
 * A JetStream bucket's name, following NATS_SUBJECT_PREFIX like the event stream: a test run or a second deployment
 * on one broker has its own buckets, as it has its own subjects.
 */
export function prefixedBucketName(base: string, prefix = process.env.NATS_SUBJECT_PREFIX ?? ''): string {
  const suffix = prefix
    .replace(/[^A-Za-z0-9]+/g, '_')
    .replace(/^_|_$/g, '')
    .toUpperCase();
  return suffix ? `${base}_${suffix}` : base;
}

/** The key was written by someone else since it was read (create on an existing key, update on a stale revision). */
export function isKvConflict(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  return String(code) === '10071' || /wrong last sequence|key exists/i.test(String(message));
}
