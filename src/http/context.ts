/** What every handler is handed: the dependencies built once in main.ts, and the caller. */
import type { Logger } from 'pino';
import type { Config } from '../config.js';
import type { EmailEngine } from '../engine/engine.js';
import type { Keyring } from '../keys/keys.js';
import type { PlanCatalog, RateLimit } from '../plans/plans.js';
import type { Account, ApiKeyRecord, RateDecision, Session, State } from '../store/store.js';
import type { TemplateCatalog } from '../templates/catalog.js';

export interface Deps {
  config: Config;
  state: State;
  engine: EmailEngine;
  templates: TemplateCatalog;
  plans: PlanCatalog;
  keyring: Keyring;
  logger: Logger;
}

export interface Caller {
  account: Account;
  key: ApiKeyRecord;
  limit: RateLimit;
  /** This request, counted against `limit` when the key was found (State.admitKey). */
  admission: RateDecision;
}

/** What a handler answers: a JSON body, a text body, or a stream of server-sent events. */
export type Reply<Body = unknown> = JsonReply<Body> | TextReply | StreamReply;

/** A plain-text answer (the Prometheus metrics). */
export interface TextReply {
  status: number;
  text: string;
  contentType: string;
}

/** What a request used up: the usage record's tokens and credits. */
export interface Consumption {
  tokens: number;
  credits: number;
}

export interface JsonReply<Body = unknown> {
  status: number;
  body: Body;
  /** Response headers beyond the usual ones (the dashboard's Set-Cookie). */
  headers?: Record<string, string>;
  /** What the operation consumed, for the usage record (nothing when absent). */
  consumed?: Consumption;
}

/** What dashboard handlers need of the HTTP exchange besides the body. */
export interface Exchange {
  /** The client's address (honours TRUST_PROXY). */
  ip: string;
  /** True over HTTPS (honours TRUST_PROXY): cookies are then Secure. */
  secure: boolean;
  /** A request header, lowercase name. */
  header(name: string): string | undefined;
}

/**
 * A `text/event-stream` answer: middleware/operation.ts sends the headers, then runs
 * `stream`, which sends events until it settles and resolves to what it consumed. If it
 * throws, the error envelope goes out as `event: error`.
 */
export interface StreamReply {
  status: 200;
  stream(send: SendEvent): Promise<Consumption | undefined>;
}

/** Sends one server-sent event; `data` is written as JSON. */
export type SendEvent = (event: string, data: unknown) => void;

export interface OperationContext<
  Body = unknown,
  Query = Record<string, unknown>,
  Params = Record<string, string>,
> {
  deps: Deps;
  /** Null only on operations that need no key (health probes, the dashboard API). */
  caller: Caller | null;
  /** The signed-in dashboard session, on dashboard operations that need one. */
  session: Session | null;
  exchange: Exchange;
  body: Body;
  query: Query;
  params: Params;
  /** Aborted when the client goes away, so engines can stop early. */
  signal: AbortSignal;
}

export type OperationHandler = (ctx: OperationContext<never, never, never>) => Promise<Reply>;

export function requireCaller(ctx: { caller: Caller | null }): Caller {
  if (!ctx.caller) throw new Error('operation needs an authenticated caller');
  return ctx.caller;
}
