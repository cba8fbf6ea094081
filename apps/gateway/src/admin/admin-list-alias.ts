import { type NextFunction, type Request, type Response } from 'express';

/**
 * The spec's back-office call for every ad is `GET /api/ads?admin=true` (back-office spec 7): an alias of
 * `GET /api/admin/ads`, routed there before the router runs, so the public list's route stays the public list.
 */
export function adminListAlias(req: Request, _res: Response, next: NextFunction): void {
  if (req.method === 'GET' && /^\/api\/ads\/?\?/.test(req.url) && new URLSearchParams(req.url.split('?')[1]).get('admin') === 'true') {
    req.url = req.url.replace(/^\/api\/ads\/?/, '/api/admin/ads');
  }
  next();
}
