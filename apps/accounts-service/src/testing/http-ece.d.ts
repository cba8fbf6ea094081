// http_ece (web-push's dependency) ships no types; the tests' push service uses its decrypt only.
declare module 'http_ece' {
  import { type ECDH } from 'node:crypto';

  export function decrypt(buffer: Buffer, params: { version: 'aes128gcm'; privateKey: ECDH; authSecret: Buffer | string }): Buffer;
}
