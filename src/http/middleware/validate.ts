/**
 * The request against its operation's schema (ajv, compiled once from the spec): 400 with
 * every problem in `details`. What passes is kept, coerced and with the spec's defaults,
 * as the operation's body, query and path parameters.
 */
import type { RequestHandler } from 'express';
import type { OpenAPIBackend } from 'openapi-backend';
import { errors } from '../errors.js';
import { toDetails } from '../validation.js';
import { varsOf } from '../vars.js';
import { operationOf, slim } from './route.js';

export function validate(api: OpenAPIBackend): RequestHandler {
  return (req, _res, next) => {
    const operation = operationOf(req);
    const request = slim(req);
    const result = api.validateRequest(request, operation);
    if (result.errors) throw errors.invalidRequest(toDetails(result.errors));
    const parsed = api.router.parseRequest(request, operation);
    const coerced = result.coerced;
    varsOf(req).validated = {
      body: parsed.requestBody as unknown,
      query: (typeof coerced.query === 'object' ? coerced.query : parsed.query) as Record<
        string,
        unknown
      >,
      params: (coerced.params ?? parsed.params) as Record<string, string>,
    };
    next();
  };
}
