/**
 * Express + openapi-backend wiring. One request's path:
 * request id → route match → JSON body → openapi-backend (security: key → account,
 * meter admit; validation; Idempotency-Key; handler) → reply, with the usage record
 * written when the response finishes. Every failure on the way becomes the one error
 * envelope.
 */
import express, { type NextFunction, type Request, type Response } from 'express';
import addFormatsPlugin from 'ajv-formats';
import {
  OpenAPIBackend,
  type Context,
  type Operation,
  type Request as ApiRequest,
} from 'openapi-backend';
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import {
  EngineBadReplyError,
  EngineTimeoutError,
  EngineUnavailableError,
} from './engine/provider/errors.js';
import { ApiError, errors } from './http/errors.js';
import type { Caller, Deps, OperationContext, Reply } from './http/context.js';
import { acceptsIdempotencyKey, idempotencyKeyOf, withIdempotencyKey } from './http/idempotency.js';
import { loadSpec, validationSpec } from './http/spec.js';
import { openEventStream } from './http/sse.js';
import { toDetails } from './http/validation.js';
import { hashApiKey, looksLikeApiKey } from './keys/keys.js';
import { effectiveLimit } from './plans/plans.js';
import { StateUnavailableError, type RateDecision } from './store/store.js';
import { docsPage } from './http/docs.js';
import {
  dashboardErrors,
  guardDashboardRequest,
  isDashboardPath,
  sessionCookieHandler,
  sessionOf,
} from './http/session.js';
import { operations } from './operations/index.js';
import { dashboardPages } from './http/pages.js';

// ajv-formats is CommonJS: its default export is the plugin function itself.
const addFormats = addFormatsPlugin as unknown as typeof addFormatsPlugin.default;

const REQUEST_ID = /^[A-Za-z0-9._:-]{8,128}$/;
const BEARER = /^Bearer +(\S+) *$/i;

interface Locals {
  requestId: string;
  caller?: Caller;
  operationId?: string;
  meter: { tokens: number; credits: number };
  /** Writes the usage record and the log line, once: on 'finish', or after a cut stream. */
  complete: () => void;
}

const locals = (res: Response): Locals => res.locals as Locals;

function requestIdFor(req: Request): string {
  const given = req.get('x-request-id');
  return given && REQUEST_ID.test(given) ? given : `req_${randomBytes(12).toString('base64url')}`;
}

function setRateHeaders(res: Response, d: RateDecision): void {
  res.setHeader('RateLimit-Limit', String(d.limit));
  res.setHeader('RateLimit-Remaining', String(d.remaining));
  res.setHeader(
    'RateLimit-Reset',
    String(Math.max(0, Math.ceil((d.resetAt.getTime() - Date.now()) / 1000))),
  );
}

function sendError(res: Response, err: ApiError): void {
  for (const [name, value] of Object.entries(err.extra.headers ?? {})) res.setHeader(name, value);
  res.status(err.status).json(err.body(locals(res).requestId));
}

export interface App {
  app: express.Express;
  api: OpenAPIBackend;
  /** Usage records still being written; awaited on shutdown so none is lost. */
  settled(): Promise<void>;
}

export async function createApp(deps: Deps): Promise<App> {
  const { config, state, logger } = deps;
  const spec = loadSpec();
  const specJson = JSON.stringify(spec);

  const api = new OpenAPIBackend({
    definition: validationSpec(spec),
    strict: true,
    quick: false,
    coerceTypes: true,
    ajvOpts: { allErrors: true, useDefaults: true },
    customizeAjv: (ajv: Parameters<typeof addFormats>[0]) => {
      addFormats(ajv);
      return ajv;
    },
  });

  api.registerSecurityHandler('bearerAuth', async (_c: Context, req: Request) => {
    const match = BEARER.exec(req.get('authorization') ?? '');
    const token = match?.[1];
    if (!token || !looksLikeApiKey(token)) return false;
    try {
      const found = await state.accounts.findActiveKeyByHash(
        hashApiKey(token, deps.keyring.secret),
      );
      if (!found) return false;
      return { account: found.account, key: found.key } satisfies Omit<Caller, 'limit'>;
    } catch (failure) {
      // openapi-backend reads a thrown error as "not authorized"; keep it to rethrow after,
      // so an unreachable store is a 503 and not a misleading 401.
      return { failure };
    }
  });

  // The dashboard API's session cookie (src/http/session.ts).
  api.registerSecurityHandler('sessionCookie', sessionCookieHandler(state));

  api.register({
    postSecurityHandler: async (c: Context, req: Request, res: Response) => {
      if (isDashboardPath(req.path)) return guardDashboardRequest(c, req);
      const result = c.security?.bearerAuth as
        Omit<Caller, 'limit'> | { failure: unknown } | undefined;
      if (result && 'failure' in result) throw result.failure;
      const found = result;
      if (!c.security?.authorized || !found) return;
      const limit = effectiveLimit(deps.plans, found.account.plan, found.account.rateLimit);
      const caller: Caller = { ...found, limit };
      locals(res).caller = caller;
      const decision = await state.meter.admit(caller.account.id, limit);
      setRateHeaders(res, decision);
      void state.accounts
        .touchKey(caller.key.id, new Date())
        .catch((err: unknown) =>
          logger.warn({ err, request_id: locals(res).requestId }, 'could not record key use'),
        );
      if (!decision.allowed) throw errors.rateLimited(decision.limit, decision.retryAfterSeconds);
    },
    unauthorizedHandler: (c: Context) => {
      throw isDashboardPath(c.request.path) ? dashboardErrors.notSignedIn() : errors.unauthorized();
    },
    validationFail: (c: Context) => {
      throw errors.invalidRequest(toDetails(c.validation.errors));
    },
    notFound: (c: Context) => {
      throw errors.routeNotFound(c.request.method.toUpperCase(), c.request.path);
    },
    methodNotAllowed: (c: Context) => {
      const path = c.request.path;
      const allow = api.router
        .getOperations()
        .filter((op: Operation) => {
          const probe = { method: op.method, path, headers: {}, query: '' } as ApiRequest;
          return api.router.matchOperation(probe)?.operationId === op.operationId;
        })
        .map((op: Operation) => op.method.toUpperCase());
      throw errors.methodNotAllowed(c.request.method.toUpperCase(), path, allow);
    },
  });

  for (const [operationId, handler] of Object.entries(operations)) {
    api.register(operationId, async (c: Context, req: Request, res: Response): Promise<Reply> => {
      const abort = new AbortController();
      res.on('close', () => {
        if (!res.writableFinished) abort.abort();
      });
      const ctx: OperationContext = {
        deps,
        caller: locals(res).caller ?? null,
        session: sessionOf(c),
        exchange: { ip: req.ip ?? '', secure: req.secure, header: (name) => req.get(name) },
        body: c.request.requestBody,
        query: c.request.query as Record<string, unknown>,
        params: c.request.params as Record<string, string>,
        signal: abort.signal,
        meter: locals(res).meter,
      };
      const run = () => (handler as (ctx: OperationContext) => Promise<Reply>)(ctx);
      if (!ctx.caller || !acceptsIdempotencyKey(c.operation)) return run();
      return withIdempotencyKey(
        {
          store: state.idempotency,
          accountId: ctx.caller.account.id,
          key: idempotencyKeyOf(c.request.headers),
          operationId,
          body: ctx.body,
          requestId: locals(res).requestId,
          setHeader: (name, value) => res.setHeader(name, value),
          onStoreFailure: (err) =>
            logger.error(
              { err, request_id: locals(res).requestId },
              'idempotency record not updated; the key stays locked until its lock times out',
            ),
        },
        run,
      );
    });
  }
  await api.init();

  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);
  app.set('query parser', 'simple');

  const pending = new Set<Promise<void>>();

  app.use((req, res, next) => {
    const started = process.hrtime.bigint();
    const requestId = requestIdFor(req);
    let completed = false;
    const complete = () => {
      if (completed) return;
      completed = true;
      const { caller, operationId, meter } = locals(res);
      if (caller && operationId) {
        const write = state.meter
          .record({
            accountId: caller.account.id,
            keyId: caller.key.id,
            operation: operationId,
            status: res.statusCode,
            tokens: meter.tokens,
            credits: meter.credits,
            at: new Date(),
          })
          .catch((err: unknown) =>
            logger.error({ err, request_id: requestId }, 'usage record failed'),
          )
          .finally(() => pending.delete(write));
        pending.add(write);
      }
      logger.info(
        {
          request_id: requestId,
          method: req.method,
          path: req.path,
          operation: operationId,
          status: res.statusCode,
          account_id: caller?.account.id,
          ms: Number((process.hrtime.bigint() - started) / 1_000_000n),
        },
        'request',
      );
    };
    res.locals = { requestId, meter: { tokens: 0, credits: 0 }, complete } satisfies Locals;
    res.setHeader('X-Request-Id', requestId);
    res.on('finish', complete);
    next();
  });

  app.get('/openapi.json', (_req, res) => {
    res.type('application/json').send(specJson);
  });
  const require = createRequire(import.meta.url);
  app.get('/docs', (_req, res) => {
    res.type('html').send(docsPage());
  });
  app.get('/docs/redoc.standalone.js', (_req, res) => {
    res.sendFile(require.resolve('redoc/bundles/redoc.standalone.js'));
  });

  // The dashboard's pages and assets (src/http/pages.ts); /dashboard/api/ goes on to the API.
  app.use(dashboardPages(logger));

  const parseJson = express.json({ limit: config.bodyLimitBytes, strict: true, type: () => true });

  app.use((req, res, next) => {
    const operation = api.router.matchOperation(slim(req));
    if (operation) locals(res).operationId = operation.operationId;
    const hasBody =
      req.headers['transfer-encoding'] !== undefined ||
      Number(req.headers['content-length'] ?? 0) > 0;
    if (!operation?.requestBody || !hasBody) return next();
    if (!req.is('application/json')) return next(errors.unsupportedMediaType());
    parseJson(req, res, next);
  });

  app.use(async (req, res, next) => {
    try {
      const reply = (await api.handleRequest(slim(req), req, res)) as Reply;
      if (!('stream' in reply)) {
        for (const [name, value] of Object.entries(reply.headers ?? {})) res.setHeader(name, value);
        res.status(reply.status).json(reply.body);
        // A client that already hung up never causes 'finish'; its request still counts.
        locals(res).complete();
        return;
      }
      // Server-sent events: once the headers are out, a failure can only be an event.
      const events = openEventStream(res);
      await reply
        .stream(events.send)
        .catch((err: unknown) =>
          events.send(
            'error',
            translate(err, config.bodyLimitBytes, (e) =>
              logger.error({ err: e, request_id: locals(res).requestId }, 'unhandled error'),
            ).body(locals(res).requestId),
          ),
        );
      events.end();
      // Recorded now, not on 'finish': a client that hung up mid-stream never causes one.
      locals(res).complete();
    } catch (err) {
      next(err);
    }
  });

  app.use((err: unknown, req: Request, res: Response, _next: NextFunction) => {
    if (res.headersSent) {
      res.destroy();
      return;
    }
    if (req.socket.destroyed) {
      // The client left first (its abort is what failed the work): nobody to answer, no
      // bug to report. Recorded as 499, nginx's "client closed request", a 4xx.
      res.statusCode = 499;
      locals(res).complete();
      res.destroy();
      return;
    }
    sendError(
      res,
      translate(err, config.bodyLimitBytes, (e) =>
        logger.error(
          { err: e, request_id: locals(res).requestId, path: req.path },
          'unhandled error',
        ),
      ),
    );
  });

  return {
    app,
    api,
    settled: async () => {
      await Promise.allSettled([...pending]);
    },
  };
}

/** The request openapi-backend sees: its router copies this twice per call, so keep it small. */
function slim(req: Request): ApiRequest {
  return {
    method: req.method,
    path: req.path,
    query: req.url.includes('?') ? req.url.slice(req.url.indexOf('?') + 1) : '',
    body: req.body,
    headers: req.headers as Record<string, string>,
  };
}

/** Errors from body parsing are the caller's; anything unknown is a bug. */
function translate(err: unknown, limit: number, logBug: (e: unknown) => void): ApiError {
  if (err instanceof ApiError) return err;
  if (err instanceof StateUnavailableError) return errors.unavailable('state store');
  if (err instanceof EngineTimeoutError) return errors.upstreamTimeout();
  if (err instanceof EngineUnavailableError)
    return errors.engineUnavailable(err.retryAfterSeconds ?? 1);
  if (err instanceof EngineBadReplyError) return errors.badUpstreamReply();
  const type = (err as { type?: string } | null)?.type;
  switch (type) {
    case 'entity.too.large':
      return errors.bodyTooLarge(limit);
    case 'entity.parse.failed':
      return errors.invalidJson((err as Error).message);
    case 'encoding.unsupported':
    case 'charset.unsupported':
      return errors.unsupportedMediaType();
    case 'request.aborted':
    case 'request.size.invalid':
      return errors.invalidJson('the body ended early or its length was wrong');
    default:
      logBug(err);
      return errors.internal();
  }
}
