import http from 'node:http';
import { collectDefaultMetrics, register } from 'prom-client';
import { type Logger } from 'pino';
import { recordMetrics } from './nats-metrics';

let defaultsCollected = false;

/**
 * Prometheus text at GET /metrics on `port`, beside the app's own port so a scrape never queues behind its requests.
 * Node's default metrics are added, and the per-request histograms start recording, once per process. A port already
 * taken is logged, not fatal: the product keeps serving without its metrics rather than failing to start.
 */
export function startMetricsServer(port: number, logger: Logger): http.Server {
  if (!defaultsCollected) {
    collectDefaultMetrics();
    recordMetrics();
    defaultsCollected = true;
  }
  const server = http.createServer((req, res) => {
    if (req.method !== 'GET' || req.url?.split('?')[0] !== '/metrics') {
      res.writeHead(404).end();
      return;
    }
    register
      .metrics()
      .then((text) => res.writeHead(200, { 'content-type': register.contentType }).end(text))
      .catch((error: unknown) => {
        logger.error({ err: error }, 'metrics not collected');
        res.writeHead(500).end();
      });
  });
  server.on('error', (error: NodeJS.ErrnoException) =>
    logger.error({ port, code: error.code }, `metrics not served on port ${port}: ${error.message}`),
  );
  server.listen(port, () => logger.info({ port }, 'metrics on GET /metrics'));
  return server;
}
