/**
 * runOperation runs the matched operation's handler with a context built from the request's
 * variables, sends its reply (JSON, text or server-sent events), hands what it consumed to
 * the usage record, and runs it inside the `around` wrappers in their order.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { RequestHandler } from 'express';
import type { Consumption, OperationContext, Reply } from '../../../src/http/context.js';
import { ApiError } from '../../../src/http/errors.js';
import { runOperation, type Around } from '../../../src/http/middleware/operation.js';
import { varsOf } from '../../../src/http/vars.js';
import type { Mini } from '../../support/mini.js';
import { accountWithKey, errorOf, pipeline, testDeps, type TestDeps } from './pipeline.js';

type TestHandler = (ctx: OperationContext<never, never, never>) => Promise<Reply>;

let deps: TestDeps;
let mini: Mini;
let accountId: string;
/** What the usage step would have recorded, and whether the answer had left by then. */
const records: { consumed: Consumption | undefined; headersSent: boolean }[] = [];
const order: string[] = [];
let hungUp: Promise<boolean>;
let sawHangUp: (aborted: boolean) => void;

const handlers: Record<string, TestHandler> = {
  getTemplate: async (ctx) => ({
    status: 200,
    body: {
      body: ctx.body,
      query: ctx.query,
      params: ctx.params,
      account: ctx.caller?.account.id ?? null,
      ip: ctx.exchange.ip,
      header: ctx.exchange.header('x-probe') ?? null,
    },
    headers: { 'X-From-Handler': 'yes' },
    consumed: { tokens: 12, credits: 12 },
  }),
  getMetrics: async () => ({
    status: 200,
    text: 'up 1\n',
    contentType: 'text/plain; version=0.0.4',
  }),
  generateEmail: async () => ({
    status: 200,
    stream: async (send) => {
      send('delta', { text: 'Hello ' });
      send('delta', { text: 'there' });
      send('done', { success: true });
      return { tokens: 7, credits: 7 };
    },
  }),
  improveEmail: async () => ({
    status: 200,
    stream: async (send) => {
      send('delta', { text: 'Half an ema' });
      throw new ApiError(402, 'billing_error', 'insufficient_credits', 'Out of credits.');
    },
  }),
  getUsage: async () => {
    throw new ApiError(404, 'invalid_request_error', 'template_not_found', 'No such thing.');
  },
  getHealth: async (ctx) => {
    order.push('handler');
    await new Promise<void>((resolve) => ctx.signal.addEventListener('abort', () => resolve()));
    sawHangUp(ctx.signal.aborted);
    return { status: 200, body: {} };
  },
  getReadiness: async () => {
    order.push('handler');
    return { status: 200, body: { ready: true } };
  },
};

/** Stands in for the steps before: the caller, validated input and the usage record. */
function prepare(callerAccount: Awaited<ReturnType<typeof accountWithKey>>): RequestHandler {
  return (req, res, next) => {
    const vars = varsOf(req);
    vars.caller = {
      account: callerAccount.account,
      key: callerAccount.key,
      limit: { requests: 10, windowSeconds: 60 },
      admission: {
        allowed: true,
        limit: 10,
        remaining: 9,
        resetAt: new Date(Date.now() + 60_000),
        retryAfterSeconds: 0,
      },
    };
    vars.validated = { body: { tone: 'friendly' }, query: { limit: 3 }, params: { id: 'abc' } };
    vars.complete = async () => {
      records.push({ consumed: vars.consumed, headersSent: res.headersSent });
    };
    next();
  };
}

const wrapper =
  (name: string): Around =>
  async (_req, _res, run) => {
    order.push(`${name} before`);
    const reply = await run();
    order.push(`${name} after`);
    return reply;
  };

/** Answers readiness itself when asked to, without running the operation. */
const shortCircuit: Around = (req, _res, run) =>
  req.get('x-short-circuit') ? Promise.resolve({ status: 200, body: { stored: true } }) : run();

beforeAll(async () => {
  deps = testDeps();
  const caller = await accountWithKey(deps);
  accountId = caller.account.id;
  mini = await pipeline(
    deps,
    [prepare(caller)],
    runOperation(deps, handlers, [wrapper('outer'), shortCircuit, wrapper('inner')]),
  );
});
afterAll(async () => {
  await mini.close();
  await deps.dispose();
});

const last = () => records[records.length - 1];

describe('runOperation middleware', () => {
  it("hands the handler the request's variables and sends its JSON reply", async () => {
    const res = await fetch(`${mini.url}/v1/templates/abc`, { headers: { 'x-probe': 'seen' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-from-handler')).toBe('yes');
    expect(await res.json()).toEqual({
      body: { tone: 'friendly' },
      query: { limit: 3 },
      params: { id: 'abc' },
      account: accountId,
      ip: expect.stringContaining('127.0.0.1'),
      header: 'seen',
    });
  });

  it('records what the operation consumed before the answer leaves', async () => {
    await (await fetch(`${mini.url}/v1/templates/abc`)).text();
    expect(last()).toEqual({ consumed: { tokens: 12, credits: 12 }, headersSent: false });
  });

  it('sends a text reply with its content type', async () => {
    const res = await fetch(`${mini.url}/metrics`);
    expect(res.headers.get('content-type')).toBe('text/plain; version=0.0.4; charset=utf-8');
    expect(await res.text()).toBe('up 1\n');
  });

  it('streams events and records what the stream consumed', async () => {
    const res = await fetch(`${mini.url}/v1/generate`, { method: 'POST' });
    expect(res.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(await res.text()).toBe(
      'event: delta\ndata: {"text":"Hello "}\n\n' +
        'event: delta\ndata: {"text":"there"}\n\n' +
        'event: done\ndata: {"success":true}\n\n',
    );
    for (let i = 0; i < 50 && last()?.consumed?.tokens !== 7; i++) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect(last()?.consumed).toEqual({ tokens: 7, credits: 7 });
  });

  it('ends a stream that fails with an error event carrying the envelope', async () => {
    const res = await fetch(`${mini.url}/v1/improve`, { method: 'POST' });
    const text = await res.text();
    expect(res.status).toBe(200);
    const error = /event: error\ndata: (.*)\n\n$/.exec(text);
    expect(error).not.toBeNull();
    expect(JSON.parse(error![1]!)).toMatchObject({
      success: false,
      error: { code: 'insufficient_credits' },
      request_id: res.headers.get('x-request-id'),
    });
  });

  it('passes an error the handler throws to the error envelope', async () => {
    const res = await fetch(`${mini.url}/v1/usage`);
    expect(res.status).toBe(404);
    expect((await errorOf(res)).code).toBe('template_not_found');
  });

  it('answers an operation without a handler with a bare 500', async () => {
    const res = await fetch(`${mini.url}/v1/templates`);
    expect(res.status).toBe(500);
    expect((await errorOf(res)).code).toBe('internal_error');
  });

  it('runs the wrappers outside in, and a wrapper may answer instead of the operation', async () => {
    order.length = 0;
    await (await fetch(`${mini.url}/readyz`)).text();
    expect(order).toEqual([
      'outer before',
      'inner before',
      'handler',
      'inner after',
      'outer after',
    ]);
    order.length = 0;
    const res = await fetch(`${mini.url}/readyz`, { headers: { 'x-short-circuit': '1' } });
    expect(await res.json()).toEqual({ stored: true });
    expect(order).toEqual(['outer before', 'outer after']);
  });

  it('aborts the context signal when the client hangs up', async () => {
    hungUp = new Promise((resolve) => (sawHangUp = resolve));
    const client = new AbortController();
    const call = fetch(`${mini.url}/healthz`, { signal: client.signal }).catch(() => undefined);
    for (let i = 0; i < 100 && !order.includes('handler'); i++) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    client.abort();
    await call;
    await expect(hungUp).resolves.toBe(true);
  });
});
