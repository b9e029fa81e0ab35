/**
 * Checks a response against the OpenAPI spec: its status must be documented for the
 * operation, its body must match that response's schema, and its headers too. Responses
 * to paths the spec does not know (404, 405) must still be the error envelope.
 */
import { Ajv } from 'ajv';
import addFormatsPlugin from 'ajv-formats';
import type { OpenAPIBackend, Request as ApiRequest, SetMatchType } from 'openapi-backend';

const addFormats = addFormatsPlugin as unknown as typeof addFormatsPlugin.default;

export interface Exchange {
  method: string;
  path: string;
  status: number;
  headers: Headers;
  body: unknown;
}

export interface SpecChecker {
  check(exchange: Exchange): void;
}

export class SpecViolation extends Error {}

/** A dashboard page or asset path: /dashboard and below, except /dashboard/api/. */
export function isDashboardPage(path: string): boolean {
  const pathname = path.split('?')[0]!;
  if (pathname !== '/dashboard' && !pathname.startsWith('/dashboard/')) return false;
  return pathname !== '/dashboard/api' && !pathname.startsWith('/dashboard/api/');
}

export function createSpecChecker(api: OpenAPIBackend): SpecChecker {
  const document = api.document as { components: { schemas: Record<string, unknown> } };
  const ajv = new Ajv({ strict: false, allErrors: true });
  addFormats(ajv);
  const envelope = ajv.compile({
    ...(document.components.schemas.ErrorResponse as object),
    components: document.components,
  });

  return {
    check({ method, path, status, headers, body }) {
      const where = `${method} ${path} → ${status}`;
      if (!headers.get('x-request-id')) throw new SpecViolation(`${where}: no X-Request-Id header`);
      if (/^\/(openapi\.json|docs)([/?]|$)/.test(path)) return;
      const json = String(headers.get('content-type')).startsWith('application/json');
      // The dashboard's pages and assets (src/dashboard/pages.ts) are not API calls; a JSON
      // answer on those paths (an unknown asset: 404) is still checked below.
      if (!json && isDashboardPage(path)) return;
      const [pathname, query = ''] = path.split('?');
      // The router would strip a trailing slash; the service routes no such path.
      const routable = pathname === '/' || !pathname!.endsWith('/');
      // HEAD is answered as GET, without the body: its status and headers are checked.
      const head = method.toUpperCase() === 'HEAD';
      const operation = routable
        ? api.router.matchOperation({
            method: head ? 'GET' : method,
            path: pathname!,
            query,
            headers: {},
          } as ApiRequest)
        : undefined;
      if (!json) {
        // A text answer (GET /metrics) must be one the spec documents for that status.
        const documented = Object.keys(
          (operation?.responses?.[String(status)] as { content?: object } | undefined)?.content ??
            {},
        );
        const type = String(headers.get('content-type'));
        if (documented.some((t) => t !== 'application/json' && type.startsWith(t))) return;
        throw new SpecViolation(`${where}: content-type ${type} is not JSON`);
      }
      if (!operation) {
        if (!head && !envelope(body)) {
          throw new SpecViolation(
            `${where}: not the error envelope: ${ajv.errorsText(envelope.errors)}`,
          );
        }
        return;
      }
      if (!operation.responses?.[String(status)]) {
        throw new SpecViolation(
          `${where}: status ${status} is not documented for ${operation.operationId}`,
        );
      }
      const result = head ? { errors: undefined } : api.validateResponse(body, operation, status);
      if (result.errors?.length) {
        throw new SpecViolation(
          `${where}: body does not match the spec: ${JSON.stringify(result.errors)}\n${JSON.stringify(body)}`,
        );
      }
      const headerObject = Object.fromEntries(headers.entries());
      const headerResult = api.validateResponseHeaders(headerObject, operation, {
        statusCode: status,
        setMatchType: 'superset' as SetMatchType,
      });
      if (headerResult.errors?.length) {
        throw new SpecViolation(
          `${where}: headers do not match the spec: ${JSON.stringify(headerResult.errors)}`,
        );
      }
    },
  };
}
