import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { loadPlans } from '../../src/plans/plans.js';
import { openRedisState } from '../../src/store/redis/index.js';
import { call, startInstances, type Instances } from '../support/instances.js';
import { REDIS_URL } from '../support/redis.js';

let instances: Instances;
beforeAll(async () => {
  instances = await startInstances(2);
});
afterAll(() => instances.stop());

const BODY = {
  context: 'Follow up on project proposal meeting',
  tone: 'professional',
  recipient: 'client',
  purpose: 'follow_up',
  additional_notes: 'Meeting was yesterday, they seemed interested',
};

describe('credits never go negative', () => {
  it('many concurrent generates on a balance that covers a few: every credit accounted for', async () => {
    const { api_key, account_id } = await instances.createKey(['--plan', 'professional']);
    // Leave the account 3,000 credits by holding the rest in a reservation of the test's own.
    const state = await openRedisState({
      url: REDIS_URL,
      plans: loadPlans(),
      keyPrefix: instances.prefix,
    });
    try {
      const balance = await state.meter.balance(account_id);
      const hold = await state.meter.reserve(account_id, balance.total - 3000);
      expect(hold.ok).toBe(true);
      const initial = (await state.meter.balance(account_id)).total;
      expect(initial).toBe(3000);

      const results = await Promise.all(
        Array.from({ length: 40 }, (_, i) =>
          call(instances.urls[i % 2]!, api_key, 'POST', '/v1/generate', BODY),
        ),
      );
      const ok = results.filter((r) => r.status === 200);
      const refused = results.filter((r) => r.status === 402);
      expect(ok.length + refused.length).toBe(40);
      expect(ok.length).toBeGreaterThan(0);
      expect(refused.length).toBeGreaterThan(0);

      const final = (await state.meter.balance(account_id)).total;
      expect(final).toBeGreaterThanOrEqual(0);
      const used = ok.reduce((sum, r) => sum + (r.body.usage.tokens_used as number), 0);
      expect(initial - final).toBe(used);
    } finally {
      await state.close();
    }
  });
});
