/**
 * The Redis backend against a real server: the shared conformance suite, several service
 * instances sharing one Redis, and an outage of a server of the test's own.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { RateLimit } from '../../src/plans/plans.js';
import { openRedisState } from '../../src/store/redis/index.js';
import type { State } from '../../src/store/store.js';
import {
  deleteKeysByPrefix,
  REDIS_URL,
  startRedisServer,
  uniquePrefix,
  type RedisServer,
} from '../support/redis.js';
import { CONFORMANCE_PLANS, describeStateConformance } from './conformance.js';

const conformancePrefix = uniquePrefix();

describeStateConformance(
  'redis',
  () => openRedisState({ url: REDIS_URL, plans: CONFORMANCE_PLANS, keyPrefix: conformancePrefix }),
  async () => {
    await deleteKeysByPrefix({ url: REDIS_URL }, conformancePrefix);
  },
);

/** A small deterministic sequence, so a failing concurrency run can be replayed. */
function sequence(seed: number): () => number {
  let x = seed;
  return () => {
    x = (x * 1_103_515_245 + 12_345) % 2_147_483_648;
    return x / 2_147_483_648;
  };
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

describe('redis shared by two service instances', () => {
  const prefix = uniquePrefix();
  let one: State;
  let two: State;

  beforeAll(async () => {
    // Two states, two connections: what two service processes on one Redis have.
    const open = () =>
      openRedisState({ url: REDIS_URL, plans: CONFORMANCE_PLANS, keyPrefix: prefix });
    [one, two] = await Promise.all([open(), open()]);
  });

  afterAll(async () => {
    await Promise.all([one?.close(), two?.close()]);
    await deleteKeysByPrefix({ url: REDIS_URL }, prefix);
  });

  it('admits exactly the limit between them', async () => {
    const account = await one.accounts.createAccount({ plan: 'free' });
    const limit: RateLimit = { requests: 100, windowSeconds: 60 };
    const decisions = await Promise.all(
      Array.from({ length: 300 }, (_, i) =>
        (i % 2 === 0 ? one : two).meter.admit(account.id, limit),
      ),
    );
    expect(decisions.filter((d) => d.allowed)).toHaveLength(100);
    expect((await two.meter.peek(account.id, limit)).remaining).toBe(0);
  });

  it('never takes the balance below zero and charges exactly what it took', async () => {
    const account = await one.accounts.createAccount({ plan: 'free', credits: 20 });
    const initial = (await two.meter.balance(account.id)).total;
    const random = sequence(11);
    const steps = Array.from({ length: 300 }, (_, i) => ({
      reserveOn: i % 2 === 0 ? one : two,
      settleOn: random() < 0.5 ? one : two,
      reserve: 1 + Math.floor(random() * 9),
      actual: Math.floor(random() * 20),
      refund: random() < 0.2,
    }));

    const charged = await Promise.all(
      steps.map(async (step) => {
        const reserved = await step.reserveOn.meter.reserve(account.id, step.reserve);
        if (!reserved.ok) return 0;
        expect(reserved.balance.allowance).toBeGreaterThanOrEqual(0);
        expect(reserved.balance.purchased).toBeGreaterThanOrEqual(0);
        if (step.refund) {
          await step.settleOn.meter.refund(reserved.reservation.id);
          return 0;
        }
        // Settling twice, once through each instance, must charge once: both answer the
        // same charge, and the balance below drops by it only once.
        const [first, second] = await Promise.all([
          step.settleOn.meter.settle(reserved.reservation.id, step.actual),
          (step.settleOn === one ? two : one).meter.settle(reserved.reservation.id, step.actual),
        ]);
        expect(second.charged).toBe(first.charged);
        return first.charged;
      }),
    );

    const final = await one.meter.balance(account.id);
    expect(final.allowance).toBeGreaterThanOrEqual(0);
    expect(final.purchased).toBeGreaterThanOrEqual(0);
    const totalCharged = charged.reduce((sum, c) => sum + c, 0);
    expect(totalCharged).toBe(initial - final.total);
    expect(totalCharged).toBeGreaterThan(0);
  });

  it('lets only one of two racing instances store the same key hash', async () => {
    const account = await one.accounts.createAccount({ plan: 'free' });
    const hash = `race-${prefix}`;
    const results = await Promise.allSettled(
      [one, two].map((state) =>
        state.accounts.insertKey({ accountId: account.id, name: null, hash, hint: 'h' }),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const stored = results.find((r) => r.status === 'fulfilled');
    const found = await two.accounts.findActiveKeyByHash(hash);
    expect(found?.key).toEqual(stored?.status === 'fulfilled' ? stored.value : undefined);
    expect(await one.accounts.listKeys({ accountId: account.id })).toHaveLength(1);
  });

  it("releases another instance's stale reservation once", async () => {
    const account = await one.accounts.createAccount({ plan: 'free', credits: 50 });
    const at = new Date();
    // 100 from the allowance and 30 purchased: a second refund would show in `purchased`.
    const stale = await one.meter.reserve(account.id, 130, new Date(at.getTime() - 10 * 60_000));
    if (!stale.ok) throw new Error('reservation refused');
    const released = await Promise.all([
      one.meter.releaseStale(5 * 60_000, at),
      two.meter.releaseStale(5 * 60_000, at),
    ]);
    expect(released[0]! + released[1]!).toBeGreaterThanOrEqual(1);
    expect(await two.meter.balance(account.id, at)).toMatchObject({
      allowance: 100,
      purchased: 50,
    });
    expect((await one.meter.settle(stale.reservation.id, 30, at)).charged).toBe(0);
  });
});

describe('redis under a blocked event loop', () => {
  const prefix = uniquePrefix();
  let state: State;

  beforeAll(async () => {
    state = await openRedisState({
      url: REDIS_URL,
      plans: CONFORMANCE_PLANS,
      keyPrefix: prefix,
      commandTimeoutMs: 200,
    });
  });

  afterAll(async () => {
    await state?.close();
    await deleteKeysByPrefix({ url: REDIS_URL }, prefix);
  });

  it('reads a reply that came while the loop was blocked past the command timeout', async () => {
    const account = await state.accounts.createAccount({ plan: 'free', credits: 5 });
    const balance = state.meter.balance(account.id);
    const ping = state.ping();
    // CPU-bound work on the loop (a heavy request, a model loading) for 2.5 × the timeout:
    // Redis answered long before the loop could read it.
    const until = Date.now() + 500;
    while (Date.now() < until);
    await expect(ping).resolves.toBeUndefined();
    expect((await balance).purchased).toBe(5);
  });
});

describe('redis outage', () => {
  const prefix = uniquePrefix();
  const limit: RateLimit = { requests: 1000, windowSeconds: 60 };
  let server: RedisServer;
  let state: State;

  beforeAll(async () => {
    server = await startRedisServer();
    state = await openRedisState({
      url: server.url,
      plans: CONFORMANCE_PLANS,
      keyPrefix: prefix,
      connectTimeoutMs: 500,
      commandTimeoutMs: 500,
    });
  });

  afterAll(async () => {
    await state?.close();
    await server?.stop();
  });

  /** How long `work` took to settle, in ms, and whether it failed. */
  async function timed(work: () => Promise<unknown>): Promise<{ ms: number; failed: boolean }> {
    const started = Date.now();
    const failed = await work().then(
      () => false,
      () => true,
    );
    return { ms: Date.now() - started, failed };
  }

  it('times out instead of hanging while Redis does not answer', async () => {
    const account = await state.accounts.createAccount({ plan: 'free' });
    // SIGSTOP: the connection stays open but nothing answers, as with a frozen host.
    server.process.kill('SIGSTOP');
    try {
      for (const work of [() => state.ping(), () => state.meter.admit(account.id, limit)]) {
        const outcome = await timed(work);
        expect(outcome.failed).toBe(true);
        expect(outcome.ms).toBeLessThan(3000);
      }
    } finally {
      server.process.kill('SIGCONT');
    }
    expect((await state.meter.admit(account.id, limit)).allowed).toBe(true);
  });

  it('fails fast while Redis is down and recovers by itself when it is back', async () => {
    const account = await state.accounts.createAccount({ plan: 'free', credits: 10 });
    expect((await state.meter.admit(account.id, limit)).allowed).toBe(true);

    await server.stop('SIGKILL');
    for (const work of [
      () => state.ping(),
      () => state.meter.admit(account.id, limit),
      () => state.meter.reserve(account.id, 5),
      () => state.accounts.findActiveKeyByHash('anything'),
    ]) {
      const outcome = await timed(work);
      expect(outcome.failed).toBe(true);
      expect(outcome.ms).toBeLessThan(3000);
    }

    server = await startRedisServer({ port: server.port });
    const back = Date.now();
    while ((await timed(() => state.ping())).failed) {
      expect(Date.now() - back).toBeLessThan(5000);
      await sleep(50);
    }
    expect(Date.now() - back).toBeLessThan(5000);

    // The new server started empty (no persistence in tests): the same connection serves it.
    const again = await state.accounts.createAccount({ plan: 'free' });
    expect(await state.meter.admit(again.id, limit)).toMatchObject({ allowed: true });
    expect((await state.meter.reserve(again.id, 5)).ok).toBe(true);
  });

  it('refuses to open when nothing answers, within the connect timeout', async () => {
    const started = Date.now();
    await expect(
      openRedisState({
        url: 'redis://127.0.0.1:1',
        plans: CONFORMANCE_PLANS,
        keyPrefix: prefix,
        connectTimeoutMs: 300,
      }),
    ).rejects.toThrow(/did not answer within 300 ms/);
    expect(Date.now() - started).toBeLessThan(2000);
  });
});
