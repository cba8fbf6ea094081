import { type Request } from 'express';

/**
 * The request of a page the gateway renders with no visitor (an ad's page rendered at write, for the store): what the
 * renderer and the page's meta read of a request, at its path, from this process's own address.
 */
export function internalRequest(path: string): Request {
  return { path, originalUrl: path, url: path, query: {}, headers: {}, ip: '127.0.0.1', method: 'GET' } as unknown as Request;
}
