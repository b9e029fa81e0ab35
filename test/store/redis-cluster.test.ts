/**
 * The Redis backend on a Redis Cluster of three masters started for this file: the same
 * conformance suite, and a check that every key of an account lands in one slot, which is
 * what lets the multi-key scripts run there unchanged.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Cluster } from 'ioredis';
import { openRedisState } from '../../src/store/redis/index.js';
import type { State } from '../../src/store/store.js';
import { startRedisCluster, uniquePrefix, type RedisCluster } from '../support/redis.js';
import { CONFORMANCE_PLANS, describeStateConformance } from './conformance.js';

let cluster: RedisCluster;

beforeAll(async () => {
  cluster = await startRedisCluster();
});

afterAll(async () => {
  await cluster?.stop();
});

describeStateConformance('redis cluster', () =>
  openRedisState({
    clusterNodes: cluster.nodes,
    plans: CONFORMANCE_PLANS,
    keyPrefix: uniquePrefix(),
  }),
);

describe('redis cluster key layout', () => {
  const prefix = uniquePrefix();
  let state: State;
  let admin: Cluster;

  beforeAll(async () => {
    state = await openRedisState({
      clusterNodes: cluster.nodes,
      plans: CONFORMANCE_PLANS,
      keyPrefix: prefix,
    });
    admin = new Cluster(
      cluster.nodes.map((node) => ({ host: '127.0.0.1', port: Number(node.split(':')[1]) })),
    );
    await new Promise((resolve) => admin.once('ready', resolve));
  });

  afterAll(async () => {
    await state?.close();
    await admin?.quit();
  });

  it("keeps every key of an account, the limiter's counter included, in one slot", async () => {
    const account = await state.accounts.createAccount({ plan: 'free', credits: 10 });
    await state.accounts.insertKey({
      accountId: account.id,
      name: 'k',
      hash: `layout-${prefix}`,
      hint: 'h',
    });
    await state.meter.admit(account.id, { requests: 10, windowSeconds: 60 });
    const reserved = await state.meter.reserve(account.id, 5);
    if (!reserved.ok) throw new Error('reservation refused');
    await state.meter.reserve(account.id, 5);
    await state.meter.settle(reserved.reservation.id, 3);
    await state.meter.record({
      requestId: 'req_layout',
      accountId: account.id,
      keyId: null,
      operation: 'generateEmail',
      status: 200,
      tokens: 3,
      credits: 3,
      at: new Date(),
    });

    const pattern = `${prefix}{acct:${account.id}}:*`;
    const found = await Promise.all(
      admin.nodes('master').map(async (node) => {
        const [, keys] = await node.scan('0', 'MATCH', pattern, 'COUNT', 10_000);
        return keys;
      }),
    );
    expect(found.filter((keys) => keys.length > 0)).toHaveLength(1);
    const keys = found.flat();
    expect(keys.map((k) => k.slice(`${prefix}{acct:${account.id}}:`.length)).sort()).toEqual(
      expect.arrayContaining([
        'account',
        'balance',
        'keys',
        'open',
        'rl:10:60',
        'usage-hours',
        expect.stringMatching(/^key:key_/),
        expect.stringMatching(/^res:res_/),
        expect.stringMatching(/^usage:\d+$/),
        expect.stringMatching(/^usage-ids:\d+$/),
      ]),
    );
    const slots = await Promise.all(keys.map((key) => admin.cluster('KEYSLOT', key)));
    expect(new Set(slots).size).toBe(1);
  });
});
