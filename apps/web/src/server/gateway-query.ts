import { Agent, request, type RequestOptions } from 'node:http';
import type { AppBaseQuery, ServerRequestContext } from '@/shared/api/base-api';

/** The render thread's connections to its own gateway, kept open between pages. */
const agent = new Agent({ keepAlive: true });

/**
 * The server renderer's reads of its own gateway, with the visitor's cookie and address: node:http instead of
 * RTK Query's fetchBaseQuery over undici's fetch, which built a Request, Headers and a cloned Response for each read
 * (about a fifth of an ad page's render CPU, `npm run bench:render`). Answers as fetchBaseQuery does: the parsed JSON
 * (null for an empty body), `{ status, data }` for a status outside 2xx, 'PARSING_ERROR' and 'FETCH_ERROR' otherwise.
 * Server-only (entry-server.tsx): the browser's store reads through fetchBaseQuery.
 */
export function gatewayQuery(server: ServerRequestContext): AppBaseQuery {
  const origin = new URL(server.apiOrigin);
  const headers: Record<string, string> = {
    accept: 'application/json',
    // The call stays inside the process: compressing it would cost the gateway twice for nothing.
    'accept-encoding': 'identity',
    ...server.headers,
    ...(server.cookie ? { cookie: server.cookie } : {}),
  };
  return (args) => {
    const { url, params, method = 'GET', body } = typeof args === 'string' ? { url: args } : args;
    const query = params ? new URLSearchParams(definedParams(params)).toString() : '';
    const path = `/api${url.startsWith('/') ? url : `/${url}`}${query ? `${url.includes('?') ? '&' : '?'}${query}` : ''}`;
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const options: RequestOptions = {
      agent,
      host: origin.hostname.replace(/^\[|\]$/g, ''),
      port: origin.port,
      path,
      method,
      headers: payload === undefined ? headers : { ...headers, 'content-type': 'application/json' },
    };
    return send(options, payload, method === 'GET' || method === 'HEAD');
  };
}

type QueryAnswer = Awaited<ReturnType<AppBaseQuery>>;

/**
 * One request, answered as fetchBaseQuery answers. A kept-alive connection the gateway closed as it idled
 * (keepAliveTimeout) fails the request written to it with ECONNRESET: a read is then sent once more on a new
 * connection, as Node's documentation advises (`request.reusedSocket`); undici's fetch did the same for us.
 */
function send(options: RequestOptions, payload: string | undefined, mayRetry: boolean): Promise<QueryAnswer> {
  return new Promise((resolve) => {
    const req = request(options, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('error', (error) => resolve({ error: { status: 'FETCH_ERROR', error: String(error) } }));
      res.on('end', () => {
        const status = res.statusCode ?? 0;
        const text = Buffer.concat(chunks).toString('utf8');
        let data: unknown;
        try {
          data = text.length ? JSON.parse(text) : null;
        } catch (error) {
          resolve({ error: { status: 'PARSING_ERROR', originalStatus: status, data: text, error: String(error) } });
          return;
        }
        resolve(status >= 200 && status < 300 ? { data } : { error: { status, data } });
      });
    });
    req.on('error', (error: NodeJS.ErrnoException) => {
      if (mayRetry && req.reusedSocket && error.code === 'ECONNRESET') resolve(send(options, payload, false));
      else resolve({ error: { status: 'FETCH_ERROR', error: String(error) } });
    });
    req.end(payload);
  });
}

/** A query's parameters as fetchBaseQuery sends them: undefined ones left out, the rest as text. */
function definedParams(params: Record<string, unknown>): Array<[string, string]> {
  return Object.entries(params)
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) => [name, String(value)]);
}
