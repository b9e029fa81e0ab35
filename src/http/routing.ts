/**
 * What openapi-backend's router is given, and what it must not be given. Its router
 * knows GET but not HEAD, strips a trailing slash (so `/v1/templates/` would be the list)
 * and decodes path parameters with `decodeURIComponent`, which throws on a malformed
 * percent-encoding. Those three are settled here, before it routes.
 */
import type { Operation } from 'openapi-backend';
import { ApiError, errors } from './errors.js';

/** HEAD is answered as GET is, without the body (Node's http leaves the body out). */
export function routingMethod(method: string): string {
  return method === 'HEAD' ? 'GET' : method;
}

/**
 * Why `path` cannot be routed to `operation`, or null when it can: a trailing slash names
 * no operation (404), and a path parameter that is not valid percent-encoding is a 400
 * naming the parameter.
 */
export function unroutable(
  method: string,
  path: string,
  operation: Operation | undefined,
): ApiError | null {
  if (path.length > 1 && path.endsWith('/')) return errors.routeNotFound(method, path);
  if (!operation || !operation.path.includes('{')) return null;
  const template = operation.path.split('/');
  const given = path.split('/');
  for (const [i, part] of template.entries()) {
    const name = /^\{(.+)\}$/.exec(part)?.[1];
    if (name === undefined) continue;
    try {
      decodeURIComponent(given[i] ?? '');
    } catch {
      return errors.invalidRequest([
        {
          param: name,
          code: 'invalid_parameter',
          message: `${name} is not valid percent-encoding (each % must start a UTF-8 byte sequence such as %C3%A9).`,
        },
      ]);
    }
  }
  return null;
}
