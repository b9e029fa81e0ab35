/**
 * What one request carries from middleware to middleware, typed (as Hono's `c.get()`), so
 * no step reads `res.locals` through a cast. Each field is set by exactly one middleware,
 * named beside it, and read only by those after it.
 */
import type { Request } from 'express';
import type { Operation } from 'openapi-backend';
import type { Session } from '../store/store.js';
import type { Caller, Consumption } from './context.js';

export interface RequestVars {
  /** requestId.ts */
  requestId: string;
  /** requestId.ts: when the request arrived (`performance.now()`), for the log line. */
  started: number;
  /** route.ts: the spec's operation, matched once. */
  operation?: Operation;
  /** auth.ts: the API key's account, on bearer operations. */
  caller?: Caller;
  /** auth.ts: the dashboard session, on session operations. */
  session?: Session;
  /** validate.ts: the body, query and path parameters as the spec checked (and coerced) them. */
  validated?: { body: unknown; query: Record<string, unknown>; params: Record<string, string> };
  /** operation.ts: what the operation reported it consumed (tokens, credits). */
  consumed?: Consumption;
  /**
   * usage.ts: writes the usage record and the log line, once, and resolves after the first
   * try of the write. A JSON answer awaits it before it is sent; otherwise it runs on 'finish', or
   * a stream or a request whose client hung up calls it, as no 'finish' may ever come.
   */
  complete: () => Promise<void>;
}

/**
 * Where a request keeps its variables: a property of the request under a symbol of this
 * module, so nothing else can read or write it. (A WeakMap from request to variables did
 * the same at the price of a hash-table insert per request, and of ephemeron entries the
 * collector has to work through.)
 */
const VARS = Symbol('mailwright.requestVars');
type WithVars = Request & { [VARS]?: RequestVars };

/** Starts a request's variables; requestId.ts calls it first thing. */
export function initVars(req: Request, requestId: string): RequestVars {
  const vars: RequestVars = {
    requestId,
    started: performance.now(),
    complete: async () => {},
  };
  (req as WithVars)[VARS] = vars;
  return vars;
}

/** The request's variables: every request has them from the first middleware on. */
export function varsOf(req: Request): RequestVars {
  const vars = (req as WithVars)[VARS];
  if (!vars) throw new Error('request variables read before the requestId middleware ran');
  return vars;
}
