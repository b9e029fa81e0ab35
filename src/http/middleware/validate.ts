/**
 * The request against its operation's schema (ajv, compiled once from the spec): 400 with
 * every problem in `details`. What passes is kept, coerced and with the spec's defaults,
 * as the operation's body, query and path parameters.
 *
 * The request is parsed once (openapi-backend's parser: query, cookies, path parameters)
 * and handed to the operation's compiled validators, which coerce and fill defaults in
 * place. This is what openapi-backend's `validateRequest` does, without its second parse
 * of the same request and the per-call lodash work around it. For an operation whose whole
 * input is its URL (no body, no header or cookie parameters) the outcome depends on nothing
 * else, so a URL that passed once is not parsed and checked again.
 */
import type { RequestHandler } from 'express';
import type { OpenAPIBackend, Operation } from 'openapi-backend';
import type { ErrorObject } from 'ajv';
import { errors } from '../errors.js';
import { toDetails } from '../validation.js';
import { varsOf } from '../vars.js';
import { operationOf, slim } from './route.js';

/** Query parameters the spec types as arrays: one `?name=value` still becomes a list. */
function arrayQueryParameters(operation: Operation): string[] {
  return (operation.parameters ?? []).flatMap((p) =>
    'in' in p && p.in === 'query' && (p.schema as { type?: string } | undefined)?.type === 'array'
      ? [p.name]
      : [],
  );
}

/** True when nothing but the method and URL can change what validation finds. */
function inputIsUrl(operation: Operation): boolean {
  return (
    !operation.requestBody &&
    (operation.parameters ?? []).every((p) => 'in' in p && (p.in === 'query' || p.in === 'path'))
  );
}

type Checked = { query: Record<string, unknown>; params: Record<string, string> };

/** Query values are strings, numbers, booleans or lists of them. */
function copyOf(query: Record<string, unknown>): Record<string, unknown> {
  const copy: Record<string, unknown> = {};
  for (const name in query) {
    const value = query[name];
    copy[name] = Array.isArray(value) ? [...(value as unknown[])] : value;
  }
  return copy;
}

/** URLs that passed, per operation; emptied when full, so odd URLs cannot grow it for ever. */
const REMEMBERED_URLS = 1000;

export function validate(api: OpenAPIBackend): RequestHandler {
  const arrays = new Map<string, string[]>();
  const byUrl = new WeakMap<Operation, boolean>();
  const passed = new Map<string, Checked>();
  return (req, _res, next) => {
    const operation = operationOf(req);
    const operationId = operation.operationId!;
    let urlOnly = byUrl.get(operation);
    if (urlOnly === undefined) byUrl.set(operation, (urlOnly = inputIsUrl(operation)));
    const key = urlOnly ? `${operationId} ${req.url}` : '';
    const known = urlOnly ? passed.get(key) : undefined;
    if (known) {
      // Copies: a handler may change its query, and the next request must not see that.
      varsOf(req).validated = {
        body: undefined,
        query: copyOf(known.query),
        params: { ...known.params },
      };
      return next();
    }
    const validators = api.validator.getRequestValidatorsForOperation(operationId) ?? [];
    const parsed = api.router.parseRequest(slim(req), operation);
    const query = parsed.query as Record<string, unknown>;

    let arrayNames = arrays.get(operationId);
    if (!arrayNames) arrays.set(operationId, (arrayNames = arrayQueryParameters(operation)));
    for (const name of arrayNames) if (typeof query[name] === 'string') query[name] = [query[name]];

    const parameters: Record<string, unknown> = {};
    if (parsed.params != null) parameters.path = parsed.params;
    if (parsed.query != null) parameters.query = parsed.query;
    if (parsed.headers != null) parameters.header = parsed.headers;
    if (parsed.cookies != null) parameters.cookie = parsed.cookies;
    if (
      typeof parsed.requestBody === 'object' ||
      parsed.headers['content-type'] === 'application/json'
    )
      parameters.requestBody = parsed.requestBody;

    const problems: ErrorObject[] = [];
    for (const check of validators) {
      check(parameters);
      if (check.errors) problems.push(...check.errors);
    }
    if (problems.length > 0) throw errors.invalidRequest(toDetails(problems));
    const params = parsed.params as Record<string, string>;
    varsOf(req).validated = { body: parsed.requestBody as unknown, query, params };
    if (urlOnly) {
      if (passed.size >= REMEMBERED_URLS) passed.clear();
      passed.set(key, { query: copyOf(query), params: { ...params } });
    }
    next();
  };
}
