import { stat } from 'node:fs/promises';
import path from 'node:path';
import { type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import serveStatic from 'serve-static';

const IMMUTABLE = 'public, max-age=31536000, immutable';
/** The service worker: browsers look for a new one on every visit, and a new deploy must reach them at once. */
const SERVICE_WORKER = '/sw.js';

/** Vite fingerprints everything under /assets/, so those files can be cached for a year. */
function isHashedAsset(urlPath: string): boolean {
  return urlPath.startsWith('/assets/');
}

/** The file under root that urlPath names, or null when it would leave root. */
function resolveInside(root: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const file = path.resolve(root, `.${path.posix.normalize(decoded)}`);
  return file.startsWith(`${root}${path.sep}`) ? file : null;
}

async function isFile(file: string): Promise<boolean> {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}

/**
 * Static files of the built web app. A build step may leave .br / .gz twins next to an asset:
 * they are sent as-is to clients that accept them (compression then leaves them alone).
 */
export function staticFiles(root: string): RequestHandler {
  const serve = serveStatic(root, {
    index: false,
    fallthrough: true,
    setHeaders: (res, file) => {
      const urlPath = `/${path.relative(root, file).split(path.sep).join('/')}`;
      if (urlPath === SERVICE_WORKER) res.setHeader('Cache-Control', 'no-cache');
      else res.setHeader('Cache-Control', isHashedAsset(urlPath) ? IMMUTABLE : 'public, max-age=300');
    },
  });
  return (req: Request, res: Response, next: NextFunction) => {
    if (!isHashedAsset(req.path)) return serve(req, res, next);
    void servePrecompressed(root, req, res).then((isSent) => (isSent ? undefined : serve(req, res, next)), next);
  };
}

async function servePrecompressed(root: string, req: Request, res: Response): Promise<boolean> {
  const file = resolveInside(root, req.path);
  if (!file) return false;
  const accepted = String(req.headers['accept-encoding'] ?? '');
  for (const [encoding, suffix] of [
    ['br', '.br'],
    ['gzip', '.gz'],
  ] as const) {
    if (!new RegExp(`\\b${encoding}\\b`).test(accepted)) continue;
    if (!(await isFile(file)) || !(await isFile(`${file}${suffix}`))) continue;
    res.setHeader('Content-Encoding', encoding);
    res.setHeader('Vary', 'Accept-Encoding');
    res.setHeader('Cache-Control', IMMUTABLE);
    res.type(path.extname(file));
    await new Promise<void>((resolve, reject) => res.sendFile(`${file}${suffix}`, (err) => (err ? reject(err) : resolve())));
    return true;
  }
  return false;
}
