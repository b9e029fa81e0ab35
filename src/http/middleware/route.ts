/**
 * The spec's operation for this request, matched once: everything after reads it from
 * the request's variables. An unknown path is a 404; a known path with another method a
 * 405 that lists the methods it takes.
 */
import type { Request, RequestHandler } from 'express';
import type { OpenAPIRouter, Operation, Request as ApiRequest } from 'openapi-backend';
import { errors } from '../errors.js';
import { routingMethod, unroutable } from '../routing.js';
import { varsOf } from '../vars.js';

/**
 * The request openapi-backend sees: its router copies what it is given, so keep it small.
 * HEAD is routed as GET (routing.ts); an operation marked `x-query-ignored: true` in the
 * spec (health probes, the dashboard's session) takes no query and ignores any it is sent.
 */
export function slim(req: Request): ApiRequest {
  const operation = varsOf(req).operation as Record<string, unknown> | undefined;
  const ignoresQuery = operation?.['x-query-ignored'] === true;
  const at = req.url.indexOf('?');
  return {
    method: routingMethod(req.method),
    path: req.path,
    query: at === -1 || ignoresQuery ? '' : req.url.slice(at + 1),
    body: req.body as unknown,
    headers: req.headers as Record<string, string>,
  };
}

function allowedMethods(router: OpenAPIRouter, path: string): string[] {
  return router
    .getOperations()
    .filter((op: Operation) => {
      const probe = { method: op.method, path, headers: {}, query: '' } as ApiRequest;
      return router.matchOperation(probe)?.operationId === op.operationId;
    })
    .map((op: Operation) => op.method.toUpperCase());
}

/**
 * `METHOD path` → operation, for the operations whose path has no parameters: the router's
 * own first choice is an exact path and method, so looking it up here finds what it would,
 * without normalising and copying the request on every call. Anything else goes to it.
 */
function staticRoutes(router: OpenAPIRouter): Map<string, Operation> {
  const routes = new Map<string, Operation>();
  for (const op of router.getOperations()) {
    if (!op.path.includes('{')) routes.set(`${op.method.toUpperCase()} ${op.path}`, op);
  }
  return routes;
}

export function route(router: OpenAPIRouter): RequestHandler {
  const routes = staticRoutes(router);
  return (req, _res, next) => {
    const exact = routes.get(`${routingMethod(req.method)} ${req.path}`);
    if (exact) {
      varsOf(req).operation = exact;
      return next();
    }
    const request = slim(req);
    const operation = router.matchOperation(request);
    const refused = unroutable(req.method, req.path, operation);
    if (refused) return next(refused);
    if (operation) {
      varsOf(req).operation = operation;
      return next();
    }
    const { path } = router.parseRequest(request);
    const method = req.method.toUpperCase();
    const allow = allowedMethods(router, path);
    next(
      allow.length > 0
        ? errors.methodNotAllowed(method, path, allow)
        : errors.routeNotFound(method, path),
    );
  };
}

/** The matched operation; the middleware after route() may rely on it. */
export function operationOf(req: Request): Operation {
  const { operation } = varsOf(req);
  if (!operation) throw new Error('no operation: route() must run first');
  return operation;
}
