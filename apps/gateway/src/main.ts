import './tracing';
import 'reflect-metadata';
import { type Server } from 'node:http';
import { createLogger, startMetricsServer, stopOnSignal } from '@surimarkt/server';
import { trackHttpRequests } from './common/http-drain';
import { readEnv } from './config/env';
import { createGatewayApp } from './create-gateway-app';

async function main(): Promise<void> {
  const env = readEnv();
  const logger = createLogger('gateway', env.LOG_LEVEL);
  const app = await createGatewayApp(env);
  const requests = trackHttpRequests(app.getHttpServer() as Server);
  const metricsServer = env.METRICS_PORT ? startMetricsServer(env.METRICS_PORT, logger) : undefined;
  // SIGTERM: the requests taken are answered (NATS still open), then Nest's hooks close the rest; a second left for that.
  stopOnSignal(
    async () => {
      const unfinished = await requests.drain(Date.now() + Math.max(0, env.SHUTDOWN_TIMEOUT_MS - 1000));
      if (unfinished > 0) logger.warn({ unfinished }, 'drain bound reached: closing with requests unanswered');
      metricsServer?.close();
      await app.close();
    },
    { timeoutMs: env.SHUTDOWN_TIMEOUT_MS, logger },
  );
  await app.listen(env.PORT);
}

void main().catch((error) => {
  console.error(JSON.stringify({ app: 'gateway', level: 'fatal', msg: String(error?.message ?? error) }));
  process.exit(1);
});
