import { type NextFunction, type Request, type Response } from 'express';
import { isRecordingMetrics } from '@surimarkt/server';
import { Histogram } from 'prom-client';
import { isStoreRender } from '../web-app/render-identity';

const httpRequestDuration = new Histogram({
  name: 'http_request_duration_seconds',
  help: 'HTTP requests by method, route pattern and status',
  labelNames: ['method', 'route', 'status'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
});

// prom-client hashes the label object on every observe; a route's series is kept by its key instead.
const series = new Map<string, Histogram.Internal<'method' | 'route' | 'status'>>();

// What a request may put in the method label: anything else is counted as OTHER, never as sent.
const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/**
 * The route label is Express's pattern of the matched route (`/api/ads/:id`), never the path, so the series are
 * bounded by the routes the code declares. What no API route matched is `web` (the pages, scripts and styles the
 * web app serves) or, under /api, `unmatched`.
 */
export function routeLabel(req: Request): string {
  const pattern = (req.route as { path?: unknown } | undefined)?.path;
  if (typeof pattern === 'string') return `${req.baseUrl}${pattern}`;
  return (req.originalUrl ?? req.url).startsWith('/api') ? 'unmatched' : 'web';
}

/** Times every request from its arrival to the end of its answer (or the client going away), while /metrics is served. */
export function httpMetrics(req: Request, res: Response, next: NextFunction): void {
  if (!isRecordingMetrics()) return next();
  const started = process.hrtime.bigint();
  const done = () => {
    res.removeListener('close', done);
    // A render at write reading the API for the page kept for everyone is no visitor's traffic: it is counted as a
    // page render (page_renders_total), not here.
    if (isStoreRender(req)) return;
    const method = METHODS.has(req.method) ? req.method : 'OTHER';
    const route = routeLabel(req);
    const status = res.statusCode;
    const key = `${method} ${status} ${route}`;
    let child = series.get(key);
    if (!child) {
      child = httpRequestDuration.labels(method, route, String(status));
      series.set(key, child);
    }
    child.observe(Number(process.hrtime.bigint() - started) / 1e9);
  };
  res.on('close', done);
  next();
}
