// A Web Push service for the tests and the drill, on loopback: it takes a push as FCM or Mozilla's would (RFC 8030),
// refuses one whose VAPID JWT (RFC 8292) is not signed by the key it names or is meant for another audience, and
// decrypts the payload (RFC 8291 with RFC 8188's aes128gcm) with the device's private key, as the browser would. The
// product is pointed at it with PUSH_ENDPOINT_HOSTS=http://127.0.0.1:<port>. Answers can be scripted per device, and a
// test in another process reads it over HTTP (/control/...).
const { createDecipheriv, createECDH, createPublicKey, hkdfSync, randomBytes, verify } = require('node:crypto');
const http = require('node:http');

class LocalPushService {
  constructor() {
    this.received = [];
    this.refused = [];
    this.lastVapidKey = undefined;
    this.origin = '';
    this.devices = new Map();
  }

  async start() {
    this.server = http.createServer((req, res) => void this.take(req, res));
    await new Promise((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.origin = `http://127.0.0.1:${this.server.address().port}`;
    return this;
  }

  async stop() {
    this.server?.closeAllConnections();
    await new Promise((resolve) => (this.server ? this.server.close(resolve) : resolve()));
  }

  /** A browser's new subscription: its endpoint here and its public keys (p256dh on P-256, a 16-byte auth secret). */
  newDevice() {
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
  answerNext(device, ...statuses) {
    this.devices.get(device.id)?.answers.push(...statuses);
  }

  pushesFor(device) {
    return this.received.filter((push) => push.device === device.id);
  }

  /** Waits until the device has `count` pushes (or the time is up) and answers them. */
  async waitFor(device, count = 1, timeoutMs = 10_000) {
    const until = Date.now() + timeoutMs;
    while (this.pushesFor(device).length < count && Date.now() < until) await new Promise((r) => setTimeout(r, 25));
    return this.pushesFor(device);
  }

  async take(req, res) {
    const chunks = [];
    for await (const chunk of req) chunks.push(chunk);
    if (req.url?.startsWith('/control/')) return this.control(req, res);
    const id = /^\/push\/([0-9a-f]{16})$/.exec(req.url ?? '')?.[1];
    const device = id ? this.devices.get(id) : undefined;
    if (req.method !== 'POST' || !id || !device) return answer(res, 404);
    const scripted = device.answers.shift();
    if (scripted && scripted >= 300) return answer(res, scripted);
    const problem = this.vapidProblem(req.headers.authorization);
    if (problem) {
      this.refused.push(problem);
      return answer(res, 403);
    }
    if (req.headers['content-encoding'] !== 'aes128gcm') return answer(res, 415);
    const plain = decryptAes128gcm(Buffer.concat(chunks), device.ecdh, device.auth);
    this.received.push({
      device: id,
      payload: JSON.parse(plain.toString('utf8')),
      ttl: req.headers.ttl,
      urgency: req.headers.urgency,
      topic: req.headers.topic,
      receivedAt: Date.now(),
    });
    res.setHeader('Location', `${this.origin}/message/${randomBytes(4).toString('hex')}`);
    return answer(res, 201);
  }

  /**
   * For a test in another process (the browser tests, the drill): POST /control/devices makes a device, GET
   * /control/devices/{id}/pushes answers what it received (decrypted), GET /control/pushes all, GET /control/refused
   * the refused pushes.
   */
  control(req, res) {
    const json = (body) => {
      res.setHeader('Content-Type', 'application/json');
      res.end(JSON.stringify(body));
    };
    if (req.method === 'POST' && req.url === '/control/devices') return json(this.newDevice());
    if (req.method === 'GET' && req.url === '/control/refused') return json(this.refused);
    if (req.method === 'GET' && req.url === '/control/pushes') return json(this.received);
    const device = /^\/control\/devices\/([0-9a-f]{16})\/pushes$/.exec(req.url ?? '')?.[1];
    if (req.method === 'GET' && device) return json(this.received.filter((push) => push.device === device));
    return answer(res, 404);
  }

  /** What is wrong with the VAPID authorisation (`vapid t=<JWT>, k=<public key>`), or undefined when it is right. */
  vapidProblem(authorization) {
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
    const jwt = JSON.parse(Buffer.from(claims, 'base64url').toString('utf8'));
    if (jwt.aud !== this.origin) return `VAPID audience ${jwt.aud}`;
    if (!(jwt.exp * 1000 > Date.now() && jwt.exp * 1000 <= Date.now() + 24 * 3600 * 1000)) return 'VAPID expiry';
    if (!/^(mailto:|https:)/.test(jwt.sub)) return `VAPID subject ${jwt.sub}`;
    this.lastVapidKey = match[2];
    return undefined;
  }
}

function answer(res, status) {
  res.statusCode = status;
  res.end();
}

/**
 * The receiving side of RFC 8291, written out here rather than taken from the library that encrypted it: the header
 * names the sender's key; the shared secret and the auth secret give the content key and the nonce.
 */
function decryptAes128gcm(body, receiver, authSecret) {
  const salt = body.subarray(0, 16);
  const idLength = body[20];
  const senderKey = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  const hkdf = (ikm, hkdfSalt, info, length) => Buffer.from(hkdfSync('sha256', ikm, hkdfSalt, info, length));
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

module.exports = { LocalPushService };
