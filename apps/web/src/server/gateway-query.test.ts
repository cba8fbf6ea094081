// @vitest-environment node
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gatewayQuery } from './gateway-query';

/** A stand-in gateway: answers by path, and remembers what each request carried. */
let server: Server;
let origin: string;
const seen: Array<{ url: string; headers: IncomingHttpHeaders }> = [];
/** Connections that carried a request already, and whether /api/closing has dropped one of them yet. */
const used = new WeakSet<object>();
let hasDropped = false;

beforeAll(async () => {
  server = createServer((req, res) => {
    seen.push({ url: req.url ?? '', headers: req.headers });
    // A kept-alive connection the gateway closes just as the next read is written to it (its keepAliveTimeout).
    const isReused = used.has(req.socket);
    used.add(req.socket);
    if (req.url === '/api/closing' && isReused && !hasDropped) {
      hasDropped = true;
      req.socket.destroy();
      return;
    }
    const answers: Record<string, [number, string]> = {
      '/api/ads/7': [200, JSON.stringify({ id: 7, title: 'Fiets' })],
      '/api/empty': [204, ''],
      '/api/gone': [404, JSON.stringify({ message: 'Advertentie niet gevonden' })],
      '/api/down': [503, JSON.stringify({ message: 'Service tijdelijk niet beschikbaar' })],
      '/api/broken': [200, '{"half":'],
    };
    const [status, body] = answers[(req.url ?? '').split('?')[0]] ?? [200, JSON.stringify({ url: req.url })];
    res.writeHead(status, { 'content-type': 'application/json' }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const api = {} as BaseQueryApi;

describe('the server renderer reading its own gateway', () => {
  it("answers the JSON, with the visitor's cookie and address and no compression", async () => {
    const query = gatewayQuery({ apiOrigin: origin, cookie: 'sm_session=abc', headers: { 'x-sm-client-ip': '190.98.1.2' } });
    expect(await query('/ads/7', api, {})).toEqual({ data: { id: 7, title: 'Fiets' } });
    const { headers } = seen[seen.length - 1];
    expect(headers.cookie).toBe('sm_session=abc');
    expect(headers['x-sm-client-ip']).toBe('190.98.1.2');
    expect(headers['accept-encoding']).toBe('identity');
  });

  it('sends a guest no cookie, and leaves out parameters that are undefined', async () => {
    const query = gatewayQuery({ apiOrigin: origin, cookie: null, headers: {} });
    const result = await query({ url: '/ads', params: { limit: 20, q: 'fiets fiets', page: undefined } }, api, {});
    expect(result).toEqual({ data: { url: '/api/ads?limit=20&q=fiets+fiets' } });
    expect(seen[seen.length - 1].headers.cookie).toBeUndefined();
  });

  it("answers as RTK Query's fetchBaseQuery does when a read fails", async () => {
    const query = gatewayQuery({ apiOrigin: origin, cookie: null, headers: {} });
    expect(await query('/empty', api, {})).toEqual({ data: null });
    expect(await query('/gone', api, {})).toEqual({ error: { status: 404, data: { message: 'Advertentie niet gevonden' } } });
    expect(await query('/down', api, {})).toEqual({ error: { status: 503, data: { message: 'Service tijdelijk niet beschikbaar' } } });
    expect(await query('/broken', api, {})).toMatchObject({ error: { status: 'PARSING_ERROR', originalStatus: 200, data: '{"half":' } });
  });

  it('sends a read again on a new connection when the gateway closed the kept-alive one it went out on', async () => {
    const query = gatewayQuery({ apiOrigin: origin, cookie: null, headers: {} });
    expect(await query('/ads/7', api, {})).toEqual({ data: { id: 7, title: 'Fiets' } });
    expect(await query('/closing', api, {})).toEqual({ data: { url: '/api/closing' } });
    expect(hasDropped).toBe(true);
  });

  it('answers FETCH_ERROR when the gateway does not answer at all', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const query = gatewayQuery({ apiOrigin: `http://127.0.0.1:${port}`, cookie: null, headers: {} });
    expect(await query('/ads/7', api, {})).toMatchObject({ error: { status: 'FETCH_ERROR' } });
  });
});
