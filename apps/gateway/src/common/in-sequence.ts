import { type NextFunction, type Request, type RequestHandler, type Response } from 'express';

/**
 * Runs middlewares one after another as a single Express layer. Each layer of Express's router costs a path match and
 * its bookkeeping on every request; the gateway's front middlewares apply to every path, so they need none of it.
 */
export function inSequence(...handlers: RequestHandler[]): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    let index = 0;
    const step = (error?: unknown): void => {
      if (error !== undefined && error !== null) return next(error);
      const handler = handlers[index++];
      if (!handler) return next();
      try {
        void handler(req, res, step);
      } catch (thrown) {
        next(thrown);
      }
    };
    step();
  };
}
