import { RequestMethod } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { type NestExpressApplication } from '@nestjs/platform-express';
import { createLogger, PinoNestLogger, registerTraceContext } from '@surimarkt/server';
import { type NextFunction, type RequestHandler, type Response } from 'express';
import { type Logger } from 'pino';
import { adminListAlias } from './admin/admin-list-alias';
import { AppModule } from './app.module';
import { compressResponses } from './common/compress-responses';
import { httpMetrics } from './common/http-metrics';
import { inSequence } from './common/in-sequence';
import { jsonBodyMiddleware } from './common/json-body.middleware';
import { requestContext } from './common/request-context';
import { requestIdMiddleware } from './common/request-id.middleware';
import { requestLogger } from './common/request-logger';
import { requestTrace, runInRequestSpan, type TracedRequest } from './common/request-trace';
import { securityHeaders } from './common/security-headers';
import { type Env } from './config/env';
import { renderIdentity } from './web-app/render-identity';
import { WebAppService } from './web-app/web-app.service';

/**
 * What every request passes before Nest's routing, as one layer. Written against Node's request and response plus
 * Express's `next`, so `npm run bench:fastify` runs the same chain on Nest's Fastify adapter.
 */
export function frontMiddlewares(logger: Logger): RequestHandler {
  return inSequence(
    renderIdentity,
    adminListAlias,
    requestIdMiddleware,
    httpMetrics,
    requestTrace,
    requestLogger(logger),
    securityHeaders(),
    compressResponses(),
    jsonBodyMiddleware(),
    // Entered after the body parser: its stream callbacks would otherwise lose the async context.
    (req: TracedRequest & { id?: string }, _res: Response, next: NextFunction) =>
      runInRequestSpan(req, () =>
        requestContext.run({ requestId: req.id ?? '', isRead: req.method === 'GET' || req.method === 'HEAD' }, next),
      ),
  );
}

/** The whole HTTP app, not yet listening: main.ts and the tests start it the same way. */
export async function createGatewayApp(env: Env): Promise<NestExpressApplication> {
  registerTraceContext();
  const logger = createLogger('gateway', env.LOG_LEVEL);
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(env), {
    bodyParser: false,
    logger: new PinoNestLogger(logger),
  });
  app.set('trust proxy', env.TRUST_PROXY);
  app.disable('x-powered-by');
  app.use(frontMiddlewares(logger));
  app.use(app.get(WebAppService).handler());
  app.setGlobalPrefix('api', {
    exclude: [
      { path: 'sitemap.xml', method: RequestMethod.GET },
      { path: 'robots.txt', method: RequestMethod.GET },
      { path: 'uploads/*key', method: RequestMethod.GET },
    ],
  });
  return app;
}
