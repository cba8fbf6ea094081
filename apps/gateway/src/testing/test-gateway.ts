import { type NestExpressApplication } from '@nestjs/platform-express';
import { type ReceivedMessage } from '@surimarkt/server/testing';
import { connect, JSONCodec, type NatsConnection } from 'nats';
import { readEnv, type Env } from '../config/env';
import { createGatewayApp } from '../create-gateway-app';

export interface TestGateway {
  app: NestExpressApplication;
  url: string;
  env: Env;
  close(): Promise<void>;
}

/** The real gateway on a random port, talking to the real NATS under this test file's subject prefix. */
export async function startTestGateway(overrides: Record<string, string> = {}): Promise<TestGateway> {
  const env = readEnv({
    ...process.env,
    PORT: '0',
    LOG_LEVEL: 'silent',
    NATS_TIMEOUT_MS: '1500',
    HEALTH_TIMEOUT_MS: '700',
    CACHE_TTL_MS: '0',
    // Pages are rendered on the server only where a test asks for it (the browser tests run the real build).
    WEB_SSR_DIR: 'no-server-build',
    // Pages are kept in a store only where a test asks for it, in a folder of its own.
    PAGE_STORE: 'off',
    ...overrides,
  });
  const app = await createGatewayApp(env);
  await app.listen(0, '127.0.0.1');
  const address = app.getHttpServer().address() as { port: number };
  return { app, url: `http://127.0.0.1:${address.port}`, env, close: () => app.close() };
}

export { startResponder, type ReceivedMessage } from '@surimarkt/server/testing';

/** Listens on a JetStream event subject as a plain subscriber (no reply, so the stream's own acknowledgement stands). */
export async function startEventListener(subject: string) {
  const connection: NatsConnection = await connect({ servers: (process.env.NATS_URL ?? 'nats://127.0.0.1:4222').split(',') });
  const received: ReceivedMessage[] = [];
  connection.subscribe(subject, { callback: (_err, msg) => received.push({ data: JSONCodec().decode(msg.data), headers: msg.headers }) });
  await connection.flush();
  return { received, close: () => connection.drain() };
}
