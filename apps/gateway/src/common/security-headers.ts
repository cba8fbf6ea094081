import { type IncomingMessage, type ServerResponse } from 'node:http';
import { type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import helmet from 'helmet';

/**
 * The app's own scripts only; antd writes inline styles; photos come from /uploads, data: and blob:
 * (previews before upload). Stripe's hosted checkout is the one foreign origin. Never framed.
 */
function helmetMiddleware() {
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", 'https://js.stripe.com'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", 'https://api.stripe.com'],
        frameSrc: ['https://js.stripe.com', 'https://hooks.stripe.com'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Says what frame-ancestors 'none' says, for browsers that only read the older header.
    xFrameOptions: { action: 'deny' },
    // Only over https (below): on plain http the header means nothing, and behind no proxy it would be a lie.
    strictTransportSecurity: false,
  });
}

/**
 * Helmet's headers, worked out once: with this configuration they never depend on the request, and
 * helmet's chain of a dozen middlewares per request was a measurable share of a small API answer.
 */
export function securityHeaders(): RequestHandler {
  const headers: Array<[string, string]> = [];
  const removed: string[] = [];
  const recorder = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers.push([name, String(value)]);
    },
    removeHeader: (name: string) => {
      removed.push(name);
    },
  };
  helmetMiddleware()(recorder as unknown as IncomingMessage, recorder as unknown as ServerResponse, () => undefined);
  return (req: Request, res: Response, next: NextFunction) => {
    for (const [name, value] of headers) res.setHeader(name, value);
    for (const name of removed) res.removeHeader(name);
    // req.secure follows X-Forwarded-Proto only behind a trusted proxy (TRUST_PROXY).
    if (req.secure) res.setHeader('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    next();
  };
}
