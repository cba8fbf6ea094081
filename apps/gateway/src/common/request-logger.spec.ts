import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import { type AddressInfo } from 'node:net';
import express from 'express';
import pino from 'pino';
import { requestLogger } from './request-logger';

describe('requestLogger', () => {
  let server: Server;
  let lines: Array<Record<string, unknown>>;

  beforeAll(async () => {
    lines = [];
    const logger = pino(
      { level: 'info' },
      {
        write: (line: string) => {
          lines.push(JSON.parse(line));
        },
      },
    );
    const app = express();
    app.use((req, _res, next) => {
      (req as { id?: string }).id = 'rid-1';
      next();
    });
    app.use(requestLogger(logger));
    app.get('/ok', (_req, res) => {
      res.json({ ok: true });
    });
    app.get('/missing', (_req, res) => {
      res.status(404).json({});
    });
    app.get('/broken', (_req, res) => {
      res.status(503).json({});
    });
    app.get('/api/health', (_req, res) => {
      res.status(503).json({ status: 'starting' });
    });
    server = createServer(app).listen(0, '127.0.0.1');
    await once(server, 'listening');
  });

  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('writes exactly one line per request, at info, warn or error by status, without headers or cookies', async () => {
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    // The health probe's 'not ready yet' (npm start polls it while the services start) prints nothing at info.
    for (const path of ['/ok?q=1', '/missing', '/broken', '/api/health'])
      await (await fetch(`${base}${path}`, { headers: { cookie: 'sid=secret' } })).text();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(lines).toHaveLength(3);
    expect(lines.map((l) => [l.level, l.msg, l.status, l.url])).toEqual([
      [30, 'request', 200, '/ok?q=1'],
      [40, 'request', 404, '/missing'],
      [50, 'request failed', 503, '/broken'],
    ]);
    expect(lines[0]).toMatchObject({ requestId: 'rid-1', method: 'GET' });
    expect(typeof lines[0].ms).toBe('number');
    expect(JSON.stringify(lines)).not.toContain('secret');
  });
});
