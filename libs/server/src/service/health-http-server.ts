import http from 'node:http';

/**
 * A NATS microservice has no HTTP port, but Kubernetes and docker-compose probe over HTTP: when
 * HEALTH_PORT is set, GET /health answers 200 while check() passes and 503 otherwise.
 */
export function startHealthHttpServer(port: number, check: () => Promise<boolean>): http.Server {
  const server = http.createServer((req, res) => {
    if (req.method !== 'GET' || !req.url?.startsWith('/health')) {
      res.writeHead(404).end();
      return;
    }
    check()
      .then((ok) =>
        res.writeHead(ok ? 200 : 503, { 'content-type': 'application/json' }).end(JSON.stringify({ status: ok ? 'ok' : 'down' })),
      )
      .catch(() => res.writeHead(503, { 'content-type': 'application/json' }).end('{"status":"down"}'));
  });
  server.listen(port);
  return server;
}
