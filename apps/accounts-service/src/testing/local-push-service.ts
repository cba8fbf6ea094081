import { createDecipheriv, createECDH, createPublicKey, type ECDH, hkdfSync, randomBytes, verify } from 'node:crypto';
import http from 'node:http';
import { type AddressInfo } from 'node:net';

export interface ReceivedPush {
  /** The subscription's id in this push service (the endpoint's last part). */
  device: string;
  payload: unknown;
  ttl: string | undefined;
  urgency: string | undefined;
  topic: string | undefined;
  receivedAt: number;
}

export interface TestDevice {
  id: string;
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/**
 * A push service for the tests, on loopback: it takes a push as FCM or Mozilla's would (RFC 8030), refuses one whose
 * VAPID JWT (RFC 8292) is not signed by the key it names or is meant for another audience, and decrypts the payload
 * (RFC 8291, aes128gcm) with the device's private key, as the browser would. Answers can be scripted per device.
 */
export class LocalPushService {
  readonly received: ReceivedPush[] = [];
  readonly refused: string[] = [];
  private readonly devices = new Map<string, { ecdh: ECDH; auth: Buffer; answers: number[] }>();
  private server?: http.Server;
  origin = '';

  async start(): Promise<this> {
    this.server = http.createServer((req, res) => void this.take(req, res));
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    this.origin = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise((resolve) => this.server?.close(resolve));
  }

  /** A browser's new subscription: its endpoint here and its public keys (p256dh on P-256, a 16-byte auth secret). */
  newDevice(): TestDevice {
    const id = randomBytes(8).toString('hex');
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    const auth = randomBytes(16);
    this.devices.set(id, { ecdh, auth, answers: [] });
    return {
      id,
      endpoint: `${this.origin}/push/${id}`,
      keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
    };
  }

  /** The next answers to pushes for the device (then 201 again): 410 (gone), 429, 503... */
  answerNext(device: TestDevice, ...statuses: number[]): void {
    this.devices.get(device.id)?.answers.push(...statuses);
  }

  pushesFor(device: TestDevice): ReceivedPush[] {
    return this.received.filter((push) => push.device === device.id);
  }

  /** Waits until the device has `count` pushes (or the time is up) and answers them. */
  async waitFor(device: TestDevice, count = 1, timeoutMs = 10_000): Promise<ReceivedPush[]> {
    const until = Date.now() + timeoutMs;
    while (this.pushesFor(device).length < count && Date.now() < until) await new Promise((r) => setTimeout(r, 25));
    return this.pushesFor(device);
  }

  private async take(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    if (req.url?.startsWith('/control/')) return this.control(req, res);
    const id = /^\/push\/([0-9a-f]{16})$/.exec(req.url ?? '')?.[1];
    const device = id ? this.devices.get(id) : undefined;
    if (req.method !== 'POST' || !id || !device) return this.answer(res, 404);
    const scripted = device.answers.shift();
    if (scripted && scripted >= 300) return this.answer(res, scripted);
    const problem = this.vapidProblem(req.headers.authorization);
    if (problem) {
      this.refused.push(problem);
      return this.answer(res, 403);
    }
    if (req.headers['content-encoding'] !== 'aes128gcm') return this.answer(res, 415);
    const plain = decryptAes128gcm(Buffer.concat(chunks), device.ecdh, device.auth);
    this.received.push({
      device: id,
      payload: JSON.parse(plain.toString('utf8')),
      ttl: req.headers.ttl as string | undefined,
      urgency: req.headers.urgency as string | undefined,
      topic: req.headers.topic as string | undefined,
      receivedAt: Date.now(),
    });
    res.setHeader('Location', `${this.origin}/message/${randomBytes(4).toString('hex')}`);
    return this.answer(res, 201);
  }

  /**
   * For a test in another process (the browser tests): POST /control/devices makes a device, GET
   * /control/devices/{id}/pushes answers what it received (decrypted), GET /control/refused the refused pushes.
   */
  private control(req: http.IncomingMessage, res: http.ServerResponse): void {
    const json = (body: unknown) => {
      res.setHeader('Content-Type', 'application/json');
      res.end(JSON.stringify(body));
    };
    if (req.method === 'POST' && req.url === '/control/devices') return json(this.newDevice());
    if (req.method === 'GET' && req.url === '/control/refused') return json(this.refused);
    const device = /^\/control\/devices\/([0-9a-f]{16})\/pushes$/.exec(req.url ?? '')?.[1];
    if (req.method === 'GET' && device) return json(this.received.filter((push) => push.device === device));
    return this.answer(res, 404);
  }

  private answer(res: http.ServerResponse, status: number): void {
    res.statusCode = status;
    res.end();
  }

  /** What is wrong with the VAPID authorisation (`vapid t=<JWT>, k=<public key>`), or undefined when it is right. */
  private vapidProblem(authorization: string | undefined): string | undefined {
    const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(authorization ?? '');
    if (!match) return `no VAPID authorization: ${authorization}`;
    const [header, claims, signature] = match[1].split('.');
    const raw = Buffer.from(match[2], 'base64url');
    const key = createPublicKey({
      key: { kty: 'EC', crv: 'P-256', x: raw.subarray(1, 33).toString('base64url'), y: raw.subarray(33, 65).toString('base64url') },
      format: 'jwk',
    });
    const signed = verify(
      'sha256',
      Buffer.from(`${header}.${claims}`),
      { key, dsaEncoding: 'ieee-p1363' },
      Buffer.from(signature, 'base64url'),
    );
    if (!signed) return 'VAPID signature does not match its key';
    const jwt = JSON.parse(Buffer.from(claims, 'base64url').toString('utf8')) as { aud: string; exp: number; sub: string };
    if (jwt.aud !== this.origin) return `VAPID audience ${jwt.aud}`;
    if (!(jwt.exp * 1000 > Date.now() && jwt.exp * 1000 <= Date.now() + 24 * 3600 * 1000)) return 'VAPID expiry';
    if (!/^(mailto:|https:)/.test(jwt.sub)) return `VAPID subject ${jwt.sub}`;
    this.lastVapidKey = match[2];
    return undefined;
  }

  /** The public key the last accepted push was signed with (the service's VAPID_PUBLIC_KEY). */
  lastVapidKey?: string;
}

/**
 * The receiving side of RFC 8291 (with RFC 8188's aes128gcm), written out here rather than taken from the library that
 * encrypted it: the header names the sender's key, the shared secret and the auth secret give the content key and nonce.
 */
function decryptAes128gcm(body: Buffer, receiver: ECDH, authSecret: Buffer): Buffer {
  const salt = body.subarray(0, 16);
  const idLength = body[20];
  const senderKey = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  const hkdf = (ikm: Buffer, hkdfSalt: Buffer, info: Buffer, length: number) =>
    Buffer.from(hkdfSync('sha256', ikm, hkdfSalt, info, length));
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), receiver.getPublicKey(), senderKey]);
  const ikm = hkdf(receiver.computeSecret(senderKey), authSecret, keyInfo, 32);
  const key = hkdf(ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16);
  const nonce = hkdf(ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12);
  const decipher = createDecipheriv('aes-128-gcm', key, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 0x02, then zero padding.
  return padded.subarray(0, padded.lastIndexOf(2));
}
