/**
 * Idempotency-Key on POST /v1/generate and POST /v1/improve, against both backends: a
 * retry with the same key and body gets the first response again without being charged,
 * another body is refused, a duplicate of a running request is told to retry, and a
 * failure worth retrying does not stick to the key.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { deleteKeysByPrefix, REDIS_URL, uniquePrefix } from '../support/redis.js';
import { startService, type TestKey, type TestService } from '../support/service.js';

const GENERATE = {
  context: 'Follow up on project proposal meeting',
  tone: 'professional',
  recipient: 'client',
  purpose: 'follow_up',
  additional_notes: 'Meeting was yesterday, they seemed interested',
};

const IMPROVE = {
  content:
    'hi team,\n\ni wanted to let you know that we will recieve the the report soon.\n\nthanks',
  improvements: ['spelling', 'grammar'],
  tone: 'professional',
};

const redisPrefix = uniquePrefix();

const backends: { name: string; env: Record<string, string>; cleanup(): Promise<unknown> }[] = [
  { name: 'sqlite', env: {}, cleanup: async () => {} },
  {
    name: 'redis',
    env: { REDIS_URL, REDIS_KEY_PREFIX: redisPrefix },
    cleanup: () => deleteKeysByPrefix({ url: REDIS_URL }, redisPrefix),
  },
];

function deferred(): { promise: Promise<void>; resolve: () => void } {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

describe.each(backends)('Idempotency-Key ($name)', ({ env, cleanup }) => {
  let service: TestService;
  let key: TestKey;

  beforeAll(async () => {
    service = await startService(env);
    key = await service.createKey({ plan: 'professional' });
  });
  afterAll(async () => {
    await service?.close();
    await cleanup();
  });

  const post = (path: string, body: unknown, idempotencyKey?: string, apiKey = key.apiKey) =>
    service.request('POST', path, {
      key: apiKey,
      body,
      headers: idempotencyKey === undefined ? {} : { 'idempotency-key': idempotencyKey },
    });
  const balance = async (accountId = key.accountId) =>
    (await service.deps.state.meter.balance(accountId)).total;

  describe('happy path', () => {
    it('replays the first response byte for byte, charging nothing', async () => {
      const idem = randomUUID();
      const first = await post('/v1/generate', GENERATE, idem);
      expect(first.status).toBe(200);
      expect(first.headers.get('idempotent-replayed')).toBe('false');
      const after = await balance();
      expect(first.body.usage.remaining_credits).toBe(after);

      // The same body with its fields in another order is the same request.
      const reordered = Object.fromEntries(Object.entries(GENERATE).reverse());
      const replay = await post('/v1/generate', reordered, idem);
      expect(replay.status).toBe(200);
      expect(replay.headers.get('idempotent-replayed')).toBe('true');
      expect(replay.text).toBe(first.text);
      expect(replay.headers.get('x-request-id')).not.toBe(first.headers.get('x-request-id'));
      expect(await balance()).toBe(after);
      // A replay still counts toward the rate limit, like every request.
      expect(Number(replay.headers.get('ratelimit-remaining'))).toBe(
        Number(first.headers.get('ratelimit-remaining')) - 1,
      );
    });

    it('records the replay in usage with no tokens and no credits', async () => {
      const own = await service.createKey({ plan: 'professional' });
      const idem = randomUUID();
      const first = await post('/v1/generate', GENERATE, idem, own.apiKey);
      await post('/v1/generate', GENERATE, idem, own.apiKey);
      const tokens = first.body.usage.tokens_used as number;
      const from = new Date(Date.now() - 3_600_000);
      const to = new Date(Date.now() + 3_600_000);
      let rows = await service.deps.state.meter.usageRows(own.accountId, from, to);
      // Usage is written when each response finishes; give the second one a moment.
      for (let i = 0; i < 50 && rows.reduce((n, r) => n + r.requests, 0) < 2; i++) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        rows = await service.deps.state.meter.usageRows(own.accountId, from, to);
      }
      expect(rows).toEqual([
        expect.objectContaining({
          operation: 'generateEmail',
          requests: 2,
          tokens,
          credits: tokens,
        }),
      ]);
    });

    it('works on improve too', async () => {
      const idem = randomUUID();
      const first = await post('/v1/improve', IMPROVE, idem);
      expect(first.status).toBe(200);
      const after = await balance();
      const replay = await post('/v1/improve', IMPROVE, idem);
      expect(replay.status).toBe(200);
      expect(replay.headers.get('idempotent-replayed')).toBe('true');
      expect(replay.text).toBe(first.text);
      expect(await balance()).toBe(after);
    });

    it('keeps keys per account: another account may use the same key', async () => {
      const other = await service.createKey({ plan: 'professional' });
      const idem = randomUUID();
      expect((await post('/v1/generate', GENERATE, idem)).status).toBe(200);
      const before = await balance(other.accountId);
      const theirs = await post('/v1/improve', IMPROVE, idem, other.apiKey);
      expect(theirs.status).toBe(200);
      expect(theirs.headers.get('idempotent-replayed')).toBe('false');
      expect(await balance(other.accountId)).toBe(before - theirs.body.usage.tokens_used);
    });

    it('stores a final client error and replays it', async () => {
      const idem = randomUUID();
      const body = { template_id: 'no-such-template' };
      const first = await post('/v1/generate', body, idem);
      expect(first.status).toBe(404);
      const replay = await post('/v1/generate', body, idem);
      expect(replay.status).toBe(404);
      expect(replay.headers.get('idempotent-replayed')).toBe('true');
      expect(replay.text).toBe(first.text);
    });
  });

  describe('errors', () => {
    it('refuses the same key with another body or on another operation (422)', async () => {
      const idem = randomUUID();
      expect((await post('/v1/generate', GENERATE, idem)).status).toBe(200);
      const before = await balance();
      for (const [path, body] of [
        ['/v1/generate', { ...GENERATE, tone: 'friendly' }],
        ['/v1/improve', IMPROVE],
      ] as const) {
        const res = await post(path, body, idem);
        expect(res.status).toBe(422);
        expect(res.body.error).toMatchObject({
          type: 'invalid_request_error',
          code: 'idempotency_key_reused',
        });
      }
      expect(await balance()).toBe(before);
    });

    it('answers a duplicate of a request still running with 409, then replays it', async () => {
      const engine = service.deps.engine;
      const original = engine.generate;
      const entered = deferred();
      const gate = deferred();
      engine.generate = async (input, signal) => {
        entered.resolve();
        await gate.promise;
        return original.call(engine, input, signal);
      };
      try {
        const idem = randomUUID();
        const first = post('/v1/generate', GENERATE, idem);
        await entered.promise;
        const duplicate = await post('/v1/generate', GENERATE, idem);
        expect(duplicate.status).toBe(409);
        expect(duplicate.headers.get('retry-after')).toBe('1');
        expect(duplicate.body.error).toMatchObject({
          type: 'invalid_request_error',
          code: 'idempotency_request_in_progress',
        });
        gate.resolve();
        const done = await first;
        expect(done.status).toBe(200);
        const replay = await post('/v1/generate', GENERATE, idem);
        expect(replay.headers.get('idempotent-replayed')).toBe('true');
        expect(replay.text).toBe(done.text);
      } finally {
        gate.resolve();
        engine.generate = original;
      }
    });

    it('does not keep a failed attempt: the retry runs again and succeeds', async () => {
      const engine = service.deps.engine;
      const original = engine.generate;
      engine.generate = async () => {
        throw new Error('the engine fell over');
      };
      const idem = randomUUID();
      const before = await balance();
      try {
        expect((await post('/v1/generate', GENERATE, idem)).status).toBe(500);
      } finally {
        engine.generate = original;
      }
      expect(await balance()).toBe(before);
      const retry = await post('/v1/generate', GENERATE, idem);
      expect(retry.status).toBe(200);
      expect(retry.headers.get('idempotent-replayed')).toBe('false');
      expect(await balance()).toBe(before - retry.body.usage.tokens_used);
    });

    it('does not keep a 402: after a top-up the retry runs', async () => {
      const poor = await service.createKey({ plan: 'free' });
      const meter = service.deps.state.meter;
      const drained = await meter.reserve(poor.accountId, await balance(poor.accountId));
      if (!drained.ok) throw new Error('could not drain the balance');
      const idem = randomUUID();
      expect((await post('/v1/improve', IMPROVE, idem, poor.apiKey)).status).toBe(402);
      await meter.refund(drained.reservation.id);
      const retry = await post('/v1/improve', IMPROVE, idem, poor.apiKey);
      expect(retry.status).toBe(200);
      expect(retry.headers.get('idempotent-replayed')).toBe('false');
    });

    it('rejects a key that is not 1–255 printable ASCII characters without spaces (400)', async () => {
      for (const bad of ['has space', 'x'.repeat(256), 'tab\there']) {
        const res = await post('/v1/generate', GENERATE, bad);
        expect(res.status).toBe(400);
        expect(res.body.error.param).toBe('idempotency-key');
      }
    });
  });
});
