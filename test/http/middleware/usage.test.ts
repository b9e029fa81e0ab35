/**
 * usage writes one usage record and one log line per request when it completes: the
 * operation, the account and key, the status and what the operation reported it consumed.
 * A request without a caller is logged but not recorded; a store that fails for a while
 * still gets the record exactly once (retries, then the outbox), and `settled` waits for it.
 */
import { afterEach, beforeAll, afterAll, describe, expect, it } from '@jest/globals';
import type { RequestHandler } from 'express';
import { pino } from 'pino';
import { authenticate, requireCredentials } from '../../../src/http/middleware/auth.js';
import { usage, type UsageRecorder } from '../../../src/http/middleware/usage.js';
import { varsOf } from '../../../src/http/vars.js';
import type { Meter, UsageEvent, UsageRow } from '../../../src/store/store.js';
import type { UsageWriterOptions } from '../../../src/usage/writer.js';
import type { Mini } from '../../support/mini.js';
import { accountWithKey, pipeline, testDeps, type TestDeps } from './pipeline.js';

let deps: TestDeps;
let mini: Mini | undefined;

beforeAll(() => {
  deps = testDeps();
});
afterEach(async () => {
  await mini?.close();
  mini = undefined;
});
afterAll(() => deps.dispose());

/** The store's meter, with every `record` call kept and, while `down`, refused. */
function watchedMeter(meter: Meter) {
  const calls: UsageEvent[] = [];
  const watched = {
    calls,
    down: false,
    /** Writes that the store applies but whose reply is lost: the caller sees a failure. */
    lostReplies: 0,
    meter: Object.create(meter, {
      record: {
        value: async (event: UsageEvent) => {
          calls.push(event);
          if (watched.down) throw new Error('store unavailable');
          await meter.record(event);
          if (watched.lostReplies > 0) {
            watched.lostReplies--;
            throw new Error('connection reset after the write');
          }
        },
      },
    }) as Meter,
  };
  return watched;
}

/** A logger whose lines are kept, parsed. */
function keptLogger() {
  const lines: Record<string, unknown>[] = [];
  const logger = pino({ level: 'info' }, { write: (line: string) => lines.push(JSON.parse(line)) });
  return { logger, lines, requests: () => lines.filter((l) => l.msg === 'request') };
}

/**
 * The operation at the end of the path: reports what it consumed (from the test's headers)
 * and answers with the status asked for.
 */
const operation: RequestHandler = (req, res) => {
  varsOf(req).consumed = {
    tokens: Number(req.get('x-tokens') ?? 0),
    credits: Number(req.get('x-credits') ?? 0),
  };
  res.status(Number(req.get('x-status') ?? 200)).json({ ok: true });
};

async function serveUsage(
  meter: Meter,
  logger: ReturnType<typeof keptLogger>['logger'],
  options?: UsageWriterOptions,
  last: RequestHandler = operation,
): Promise<UsageRecorder> {
  const recorder = usage(meter, logger, options);
  mini = await pipeline(
    deps,
    [recorder.middleware, authenticate(deps), requireCredentials()],
    last,
  );
  return recorder;
}

const call = (path: string, headers: Record<string, string> = {}) =>
  fetch(mini!.url + path, { headers });

const bearer = (apiKey: string) => ({ authorization: `Bearer ${apiKey}` });

/** What the store holds for the account over the last and next hour. */
function storedRows(accountId: string): Promise<UsageRow[]> {
  const now = Date.now();
  return deps.state.meter.usageRows(
    accountId,
    new Date(now - 3_600_000),
    new Date(now + 3_600_000),
  );
}

const requestsStored = async (accountId: string) =>
  (await storedRows(accountId)).reduce((sum, row) => sum + row.requests, 0);

/** Quick retries, so a test does not wait out the production backoff. */
const FAST: UsageWriterOptions = {
  retries: 1,
  minRetryDelayMs: 5,
  maxRetryDelayMs: 5,
  outboxRetryMs: 20,
  drainTimeoutMs: 5000,
};

describe('usage middleware', () => {
  it('records each answered request once, with the operation, status and what it consumed', async () => {
    const watched = watchedMeter(deps.state.meter);
    const log = keptLogger();
    const recorder = await serveUsage(watched.meter, log.logger);
    const { account, key, apiKey } = await accountWithKey(deps);

    const listed = await call('/v1/templates', {
      ...bearer(apiKey),
      'x-tokens': '120',
      'x-credits': '3',
    });
    expect(listed.status).toBe(200);
    const missing = await call('/v1/templates/no-such-template', {
      ...bearer(apiKey),
      'x-status': '404',
      'x-tokens': '0',
      'x-credits': '0',
    });
    expect(missing.status).toBe(404);
    await recorder.settled();

    expect(watched.calls).toHaveLength(2);
    expect(watched.calls).toEqual([
      {
        accountId: account.id,
        keyId: key.id,
        operation: 'listTemplates',
        status: 200,
        tokens: 120,
        credits: 3,
        requestId: expect.any(String),
        at: expect.any(Date),
      },
      {
        accountId: account.id,
        keyId: key.id,
        operation: 'getTemplate',
        status: 404,
        tokens: 0,
        credits: 0,
        requestId: expect.any(String),
        at: expect.any(Date),
      },
    ]);
    // Each record is keyed by the request's id, and no two requests share a key.
    expect(watched.calls[0]!.requestId.startsWith(`${listed.headers.get('x-request-id')}~`)).toBe(
      true,
    );
    expect(watched.calls[0]!.requestId).not.toBe(watched.calls[1]!.requestId);

    const rows = await storedRows(account.id);
    expect(
      rows.map(({ operation, statusClass, requests, tokens, credits }) => ({
        operation,
        statusClass,
        requests,
        tokens,
        credits,
      })),
    ).toEqual(
      expect.arrayContaining([
        { operation: 'listTemplates', statusClass: '2xx', requests: 1, tokens: 120, credits: 3 },
        { operation: 'getTemplate', statusClass: '4xx', requests: 1, tokens: 0, credits: 0 },
      ]),
    );
    expect(rows).toHaveLength(2);

    expect(log.requests()).toEqual([
      expect.objectContaining({
        request_id: listed.headers.get('x-request-id'),
        method: 'GET',
        path: '/v1/templates',
        operation: 'listTemplates',
        status: 200,
        account_id: account.id,
      }),
      expect.objectContaining({ operation: 'getTemplate', status: 404, account_id: account.id }),
    ]);
  });

  it('records nothing for a request without a caller (401), but logs it', async () => {
    const watched = watchedMeter(deps.state.meter);
    const log = keptLogger();
    const recorder = await serveUsage(watched.meter, log.logger);

    const res = await call('/v1/templates');
    expect(res.status).toBe(401);
    const refused = await call('/v1/templates', bearer('mw_test_not-a-real-key'));
    expect(refused.status).toBe(401);
    await recorder.settled();

    expect(watched.calls).toEqual([]);
    expect(log.requests().map((line) => 'account_id' in line)).toEqual([false, false]);
    expect(log.requests()).toEqual([
      expect.objectContaining({
        request_id: res.headers.get('x-request-id'),
        operation: 'listTemplates',
        status: 401,
      }),
      expect.objectContaining({ request_id: refused.headers.get('x-request-id'), status: 401 }),
    ]);
  });

  it('stores a record exactly once when the first writes fail, and settled waits for it', async () => {
    const watched = watchedMeter(deps.state.meter);
    const log = keptLogger();
    const recorder = await serveUsage(watched.meter, log.logger, {
      ...FAST,
      // Only `settled` tries the outbox again in this test.
      outboxRetryMs: 60_000,
    });
    const { account, apiKey } = await accountWithKey(deps);

    watched.down = true;
    const res = await call('/v1/templates', {
      ...bearer(apiKey),
      'x-tokens': '7',
      'x-credits': '1',
    });
    expect(res.status).toBe(200);
    // The first try and its retry failed: the record waits in the outbox.
    await waitFor(() => log.lines.some((l) => l.msg === 'usage record waits for the store'));
    expect(await requestsStored(account.id)).toBe(0);

    let isSettled = false;
    const settling = recorder.settled().then(() => (isSettled = true));
    await sleep(150);
    expect(isSettled).toBe(false);
    expect(watched.calls.length).toBeGreaterThan(2);

    // The store comes back, and the first write it takes loses its reply: tried again,
    // the same record (same id) is not counted twice.
    watched.lostReplies = 1;
    watched.down = false;
    await settling;
    expect(watched.lostReplies).toBe(0);
    expect(new Set(watched.calls.map((e) => e.requestId)).size).toBe(1);

    expect(await requestsStored(account.id)).toBe(1);
    expect(await storedRows(account.id)).toEqual([
      expect.objectContaining({ operation: 'listTemplates', requests: 1, tokens: 7, credits: 1 }),
    ]);
    expect(log.lines.some((l) => l.msg === 'usage records not stored before shutdown')).toBe(false);
  });

  it('records a request once when complete() is called more than once', async () => {
    const watched = watchedMeter(deps.state.meter);
    const log = keptLogger();
    // As an operation does: it completes before it answers; 'finish' completes again.
    const completesTwice: RequestHandler = async (req, res) => {
      const vars = varsOf(req);
      vars.consumed = { tokens: 5, credits: 2 };
      res.status(200);
      await vars.complete();
      await vars.complete();
      res.json({ ok: true });
    };
    const recorder = await serveUsage(watched.meter, log.logger, FAST, completesTwice);
    const { account, apiKey } = await accountWithKey(deps);

    expect((await call('/v1/templates', bearer(apiKey))).status).toBe(200);
    await recorder.settled();

    expect(watched.calls).toHaveLength(1);
    expect(watched.calls[0]).toMatchObject({ status: 200, tokens: 5, credits: 2 });
    expect(await requestsStored(account.id)).toBe(1);
    expect(log.requests()).toHaveLength(1);
  });
});

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

async function waitFor(condition: () => boolean, timeoutMs = 5000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > until) throw new Error('timed out waiting for a condition');
    await sleep(10);
  }
}
