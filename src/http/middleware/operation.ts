/**
 * The handler of the matched operation, run with a typed context, and its answer sent:
 * JSON, text (the metrics), or a server-sent event stream. What the operation consumed comes back with its
 * answer and goes into the request's variables for the usage record. `around` wraps the
 * run (idempotency does); adding a wrapper is one entry in app.ts.
 */
import type { Request, RequestHandler, Response } from 'express';
import type { Caller, Deps, Exchange, OperationContext, Reply } from '../context.js';
import type { Session } from '../../store/store.js';
import { openEventStream } from '../sse.js';
import { varsOf } from '../vars.js';
import { describeFailure } from './errors.js';
import { operationOf } from './route.js';

type Handler = (ctx: OperationContext<never, never, never>) => Promise<Reply>;

/** Wraps an operation's run, e.g. to replay a stored answer instead of running it. */
export type Around = (req: Request, res: Response, run: () => Promise<Reply>) => Promise<Reply>;

/**
 * The signal that aborts when the client leaves before the answer is finished, made only
 * when a handler asks for it: most answers never need one, and an AbortController and a
 * listener per request are not free.
 */
function clientGone(res: Response): () => AbortSignal {
  let abort: AbortController | undefined;
  return () => {
    if (!abort) {
      const controller = (abort = new AbortController());
      if (res.closed) {
        if (!res.writableFinished) controller.abort();
      } else {
        res.on('close', () => {
          if (!res.writableFinished) controller.abort();
        });
      }
    }
    return abort.signal;
  };
}

/**
 * The exchange as handlers see it. Getters on a class, not on an object literal: Express
 * works `ip` and `secure` out from the proxy settings on every read, and only the
 * dashboard's handlers read them; a literal's getters would be new closures on every
 * request, for the few that do.
 */
class RequestExchange implements Exchange {
  constructor(private readonly req: Request) {}
  get ip(): string {
    return this.req.ip ?? '';
  }
  get secure(): boolean {
    return this.req.secure;
  }
  header(name: string): string | undefined {
    return this.req.get(name);
  }
}

class Context implements OperationContext {
  readonly caller: Caller | null;
  readonly session: Session | null;
  readonly exchange: Exchange;
  readonly body: unknown;
  readonly query: Record<string, unknown>;
  readonly params: Record<string, string>;
  private readonly clientGone: () => AbortSignal;

  constructor(
    readonly deps: Deps,
    req: Request,
    res: Response,
  ) {
    const { caller, session, validated } = varsOf(req);
    this.caller = caller ?? null;
    this.session = session ?? null;
    this.exchange = new RequestExchange(req);
    this.body = validated?.body;
    this.query = validated?.query ?? {};
    this.params = validated?.params ?? {};
    this.clientGone = clientGone(res);
  }

  get signal(): AbortSignal {
    return this.clientGone();
  }
}

/**
 * A JSON answer, written directly. What res.json adds on top, an ETag hashed from the body
 * and the freshness check against If-None-Match, buys nothing for answers that all go out
 * `Cache-Control: no-store` (secureHeaders.ts), and cost a SHA-1 of every body.
 */
function sendJson(req: Request, res: Response, body: unknown): void {
  const text = JSON.stringify(body);
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Content-Length', Buffer.byteLength(text));
  // HEAD is answered as GET (routing.ts), without the body.
  res.end(req.method === 'HEAD' ? undefined : text);
}

export function runOperation(
  deps: Deps,
  handlers: Record<string, Handler>,
  around: Around[] = [],
): RequestHandler {
  return async (req, res) => {
    const vars = varsOf(req);
    const handler = handlers[operationOf(req).operationId!];
    if (!handler) throw new Error(`no handler for ${operationOf(req).operationId}`);
    const ctx: OperationContext = new Context(deps, req, res);
    const run = around.reduceRight<() => Promise<Reply>>(
      (inner, wrap) => () => wrap(req, res, inner),
      () => handler(ctx as OperationContext<never, never, never>),
    );
    const reply = await run();
    if ('text' in reply) {
      res.status(reply.status).type(reply.contentType).send(reply.text);
      vars.complete();
      return;
    }
    if (!('stream' in reply)) {
      vars.consumed = reply.consumed;
      for (const [name, value] of Object.entries(reply.headers ?? {})) res.setHeader(name, value);
      // Recorded before the answer leaves: a process killed after answering has its record.
      res.status(reply.status);
      await vars.complete();
      sendJson(req, res, reply.body);
      return;
    }
    // Server-sent events: once the headers are out, a failure can only be an event.
    const events = openEventStream(res);
    try {
      vars.consumed = await reply.stream(events.send);
    } catch (err) {
      events.send('error', describeFailure(err, deps, vars.requestId).body(vars.requestId));
    }
    events.end();
    // Recorded now, not on 'finish': a client that hung up mid-stream never causes one.
    void vars.complete();
  };
}
