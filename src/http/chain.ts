/**
 * Several middleware run as one, with Express 5's rules for each: a step that throws, or
 * whose promise rejects, passes its error on (`next(err)`), and the steps after it are
 * skipped. Express's router walks a layer for every `app.use`, matching its path, saving
 * and restoring the request's URL and parameters, and re-entering its dispatch loop; for
 * steps that all apply to every path that work bought nothing, and on the gateway path it
 * was a twentieth of the CPU per request. Errors still go to the error middleware after
 * the chain, as they did.
 */
import type { NextFunction, Request, RequestHandler, Response } from 'express';

export function chain(...steps: RequestHandler[]): RequestHandler {
  return (req: Request, res: Response, done: NextFunction) => {
    let index = 0;
    const next = (err?: unknown): void => {
      // As in Express: a falsy value is no error; `next('route')` and `next('router')`
      // leave the chain as they would leave a router.
      if (err) return done(err);
      const step = steps[index++];
      if (!step) return done();
      try {
        const result = step(req, res, next) as unknown;
        if (isPromise(result)) {
          result.then(undefined, (e: unknown) => next(e || new Error('Rejected promise')));
        }
      } catch (e) {
        next(e);
      }
    };
    next();
  };
}

function isPromise(value: unknown): value is PromiseLike<unknown> {
  return typeof (value as { then?: unknown } | null)?.then === 'function';
}
