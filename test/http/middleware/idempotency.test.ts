/**
 * The idempotency wrapper, around an operation that counts its runs: a repeated
 * Idempotency-Key with the same body replays the first answer without running again,
 * another body is refused (422), a duplicate of a running request is told to retry (409),
 * a failure worth retrying does not stick to the key, and only API-key calls of operations
 * that declare the header are touched.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import type { RequestHandler } from 'express';
import type { OperationContext, Reply } from '../../../src/http/context.js';
import { ApiError } from '../../../src/http/errors.js';
import { jsonBody } from '../../../src/http/middleware/body.js';
import { idempotency } from '../../../src/http/middleware/idempotency.js';
import { runOperation } from '../../../src/http/middleware/operation.js';
import { varsOf } from '../../../src/http/vars.js';
import type { Mini } from '../../support/mini.js';
import { accountWithKey, errorOf, pipeline, testDeps, type TestDeps } from './pipeline.js';

type TestHandler = (ctx: OperationContext<never, never, never>) => Promise<Reply>;

let deps: TestDeps;
let mini: Mini;
let runs = 0;
/** While set, generate waits for it: a request still in progress. */
let hold: Promise<void> | undefined;

/** What the body asks for: `fail` makes the operation refuse with that status. */
interface Probe {
  n?: number;
  fail?: number;
  stream?: boolean;
}

const answer: TestHandler = async (ctx) => {
  runs++;
  const body = ctx.body as Probe | undefined;
  await hold;
  if (body?.fail) {
    throw new ApiError(
      body.fail,
      'invalid_request_error',
      'probe_failure',
      `Failed with ${body.fail}.`,
    );
  }
  return { status: 200, body: { run: runs, n: body?.n ?? null } };
};

/** Stands in for auth and validation: a caller unless `x-no-caller`, and the parsed body. */
function prepare(caller: Awaited<ReturnType<typeof accountWithKey>>): RequestHandler {
  return (req, _res, next) => {
    const vars = varsOf(req);
    if (!req.get('x-no-caller')) {
      vars.caller = {
        account: caller.account,
        key: caller.key,
        limit: { requests: 100, windowSeconds: 60 },
        admission: {
          allowed: true,
          limit: 100,
          remaining: 99,
          resetAt: new Date(Date.now() + 60_000),
          retryAfterSeconds: 0,
        },
      };
    }
    vars.validated = { body: req.body as unknown, query: {}, params: {} };
    next();
  };
}

beforeAll(async () => {
  deps = testDeps();
  const caller = await accountWithKey(deps);
  mini = await pipeline(
    deps,
    [jsonBody(deps.config.bodyLimitBytes), prepare(caller)],
    runOperation(deps, { generateEmail: answer, listTemplates: answer }, [
      idempotency(deps.state.idempotency, deps.logger),
    ]),
  );
});
afterAll(async () => {
  await mini.close();
  await deps.dispose();
});

function generate(body: Probe, key?: string, headers: Record<string, string> = {}) {
  return fetch(`${mini.url}/v1/generate`, {
    method: 'POST',
    body: JSON.stringify(body),
    headers: {
      'content-type': 'application/json',
      ...(key !== undefined && { 'idempotency-key': key }),
      ...headers,
    },
  });
}

describe('idempotency wrapper', () => {
  it('runs every request without a key, each marked as not replayed', async () => {
    const before = runs;
    for (let i = 0; i < 2; i++) {
      const res = await generate({ n: 1 });
      expect(res.headers.get('idempotent-replayed')).toBe('false');
    }
    expect(runs - before).toBe(2);
  });

  it('replays the first answer for the same key and body, without running again', async () => {
    const key = randomUUID();
    const first = await generate({ n: 2 }, key);
    const runsAfterFirst = runs;
    const second = await generate({ n: 2 }, key);
    expect(runs).toBe(runsAfterFirst);
    expect(second.status).toBe(first.status);
    expect(await second.json()).toEqual(await first.json());
    expect(first.headers.get('idempotent-replayed')).toBe('false');
    expect(second.headers.get('idempotent-replayed')).toBe('true');
  });

  it('treats the same body with its keys in another order as the same request', async () => {
    const key = randomUUID();
    await generate({ n: 3, stream: false }, key);
    const again = await fetch(`${mini.url}/v1/generate`, {
      method: 'POST',
      body: '{"stream":false,"n":3}',
      headers: { 'content-type': 'application/json', 'idempotency-key': key },
    });
    expect(again.headers.get('idempotent-replayed')).toBe('true');
  });

  it('refuses the same key with another body with 422', async () => {
    const key = randomUUID();
    await generate({ n: 4 }, key);
    const res = await generate({ n: 5 }, key);
    expect(res.status).toBe(422);
    expect((await errorOf(res)).code).toBe('idempotency_key_reused');
  });

  it('tells a duplicate of a request still running to retry, with 409 and Retry-After', async () => {
    const key = randomUUID();
    let release!: () => void;
    hold = new Promise((resolve) => (release = resolve));
    const runsBefore = runs;
    const first = generate({ n: 6 }, key);
    for (let i = 0; i < 100 && runs === runsBefore; i++) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    const duplicate = await generate({ n: 6 }, key);
    expect(duplicate.status).toBe(409);
    expect(duplicate.headers.get('retry-after')).toBe('1');
    expect((await errorOf(duplicate)).code).toBe('idempotency_request_in_progress');
    hold = undefined;
    release();
    expect((await first).status).toBe(200);
  });

  it('stores a refusal the caller must fix, with the first request id', async () => {
    const key = randomUUID();
    const first = await generate({ fail: 400 }, key);
    const runsAfterFirst = runs;
    const second = await generate({ fail: 400 }, key);
    expect(runs).toBe(runsAfterFirst);
    expect(second.status).toBe(400);
    expect(second.headers.get('idempotent-replayed')).toBe('true');
    const firstBody = (await first.json()) as { request_id: string };
    expect(((await second.json()) as { request_id: string }).request_id).toBe(firstBody.request_id);
  });

  it('lets a failure worth retrying (402, 429, 5xx) go, so the retry runs again', async () => {
    for (const status of [402, 429, 503]) {
      const key = randomUUID();
      expect((await generate({ fail: status }, key)).status).toBe(status);
      const runsAfterFirst = runs;
      const retry = await generate({ fail: status }, key);
      expect(retry.status).toBe(status);
      expect(runs).toBe(runsAfterFirst + 1);
    }
  });

  it('refuses a key together with a stream: a stream cannot be replayed', async () => {
    const res = await generate({ stream: true }, randomUUID());
    expect(res.status).toBe(400);
    expect((await errorOf(res)).param).toBe('stream');
  });

  it('leaves calls without an API key and operations without the header alone', async () => {
    const key = randomUUID();
    const before = runs;
    await generate({ n: 7 }, key, { 'x-no-caller': '1' });
    const anonymous = await generate({ n: 7 }, key, { 'x-no-caller': '1' });
    expect(anonymous.headers.get('idempotent-replayed')).toBeNull();
    const list = await fetch(`${mini.url}/v1/templates`, { headers: { 'idempotency-key': key } });
    expect(list.headers.get('idempotent-replayed')).toBeNull();
    expect(runs - before).toBe(3);
  });
});
