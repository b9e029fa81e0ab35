/**
 * The HTTP app, composed in the order a request meets each step. Each step is one file
 * in src/http/middleware/ with its own tests; adding one is one line here. The steps run
 * as one Express layer (src/http/chain.ts), with Express's rules for errors.
 *
 *   request id → safe headers → usage record (written when the request completes) → metrics → docs,
 *   pages → route (matched once) → JSON body → credentials → plan limit → same origin (dashboard)
 *   → "not signed in" → validation → operation (inside idempotency) → error envelope
 */
import express from 'express';
import addFormatsPlugin from 'ajv-formats';
import { OpenAPIBackend } from 'openapi-backend';
import { chain } from './http/chain.js';
import type { Deps } from './http/context.js';
import { docsRoutes } from './http/docs.js';
import { authenticate, requireCredentials } from './http/middleware/auth.js';
import { jsonBody } from './http/middleware/body.js';
import { errorEnvelope } from './http/middleware/errors.js';
import { idempotency } from './http/middleware/idempotency.js';
import { rateLimits } from './http/middleware/limits.js';
import { runOperation } from './http/middleware/operation.js';
import { requestId } from './http/middleware/requestId.js';
import { route } from './http/middleware/route.js';
import { sameOrigin } from './http/middleware/sameOrigin.js';
import { usage } from './http/middleware/usage.js';
import { validate } from './http/middleware/validate.js';
import { dashboardPages } from './dashboard/pages.js';
import { secureHeaders } from './http/secureHeaders.js';
import { observeRequests } from './observability/http.js';
import { loadSpec, validationSpec } from './http/spec.js';
import { operations } from './operations/index.js';

// ajv-formats is CommonJS: its default export is the plugin function itself.
const addFormats = addFormatsPlugin as unknown as typeof addFormatsPlugin.default;

export interface App {
  app: express.Express;
  api: OpenAPIBackend;
  /** Usage records still being written; awaited on shutdown so none is lost. */
  settled(): Promise<void>;
  /** Compiles each operation's request validators, one per turn of the event loop. */
  warmUp(): Promise<void>;
}

/**
 * The spec's router and request validators. quick: no check of the document against the
 * OpenAPI meta-schema on every start (redocly and test/spec do it) and no response
 * validators (only the tests' spec checker uses them, and compiles them when it does).
 * Request validators are compiled when first needed, or by `warmUp` once the server
 * listens, so a start does not wait for them.
 */
export async function createApi(): Promise<OpenAPIBackend> {
  const api = new OpenAPIBackend({
    definition: validationSpec(loadSpec()),
    strict: true,
    quick: true,
    coerceTypes: true,
    // validateSchema off: the spec's schemas are checked by lint, not again at every start.
    ajvOpts: { allErrors: true, useDefaults: true, validateSchema: false },
    customizeAjv: (ajv: Parameters<typeof addFormats>[0]) => {
      addFormats(ajv);
      return ajv;
    },
  });
  await api.init();
  // The router rebuilds its list of operations (with lodash) on every match; the document
  // never changes after init, so neither does the list.
  const allOperations = api.router.getOperations();
  api.router.getOperations = () => allOperations;
  return api;
}

async function compileValidators(api: OpenAPIBackend): Promise<void> {
  for (const operation of api.router.getOperations()) {
    await new Promise((resolve) => setImmediate(resolve));
    api.validator.getRequestValidatorsForOperation(operation.operationId!);
  }
}

export async function createApp(deps: Deps): Promise<App> {
  const { config, state, logger } = deps;
  const api = await createApi();
  const usageRecords = usage(state.meter, logger);

  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);
  app.set('query parser', 'simple');

  // One Express layer for the whole path (chain.ts), then the error envelope.
  app.use(
    chain(
      requestId(),
      secureHeaders(),
      usageRecords.middleware,
      observeRequests(),
      docsRoutes(loadSpec(), config.publicUrl),
      dashboardPages(logger),
      route(api.router),
      jsonBody(config.bodyLimitBytes),
      authenticate(deps),
      rateLimits(),
      sameOrigin(),
      requireCredentials(),
      validate(api),
      runOperation(deps, operations, [idempotency(state.idempotency, logger)]),
    ),
  );
  app.use(errorEnvelope(deps));

  return { app, api, settled: usageRecords.settled, warmUp: () => compileValidators(api) };
}
