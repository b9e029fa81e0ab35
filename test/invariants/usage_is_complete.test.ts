import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { call, startInstances, type Instances } from '../support/instances.js';

let instances: Instances;
beforeAll(async () => {
  instances = await startInstances(2);
});
afterAll(() => instances.stop());

const GOOD = {
  context: 'Kickoff agenda',
  tone: 'friendly',
  recipient: 'team',
  purpose: 'announcement',
};

describe('usage is complete', () => {
  it('totals by operation and status class equal the requests sent across instances', async () => {
    const { api_key } = await instances.createKey(['--plan', 'professional']);
    const plan: Array<[string, string, unknown, string, '2xx' | '4xx']> = [
      ['POST', '/v1/generate', GOOD, 'generateEmail', '2xx'],
      ['POST', '/v1/generate', { tone: 'nope' }, 'generateEmail', '4xx'],
      [
        'POST',
        '/v1/improve',
        { content: 'Hi,\n\nI recieved it.\n\nThanks' },
        'improveEmail',
        '2xx',
      ],
      ['GET', '/v1/templates?limit=2', undefined, 'listTemplates', '2xx'],
      ['GET', '/v1/templates/no-such-template', undefined, 'getTemplate', '4xx'],
    ];
    const rounds = 12;
    const sent = await Promise.all(
      Array.from({ length: rounds * plan.length }, (_, i) => {
        const [method, path, body] = plan[i % plan.length]!;
        return call(instances.urls[i % 2]!, api_key, method, path, body);
      }),
    );
    const expected: Record<string, Record<string, number>> = {};
    sent.forEach((res, i) => {
      const [, , , op, cls] = plan[i % plan.length]!;
      expect(res.status < 300 ? '2xx' : '4xx').toBe(cls);
      expected[op] ??= { '2xx': 0, '4xx': 0, '5xx': 0 };
      expected[op][cls]! += 1;
    });
    const tokens = sent.reduce((sum, r) => sum + (r.body.usage?.tokens_used ?? 0), 0);

    await new Promise((resolve) => setTimeout(resolve, 200));
    const usage = await call(instances.urls[0]!, api_key, 'GET', '/v1/usage?period=day');
    expect(usage.status).toBe(200);
    for (const [op, byStatus] of Object.entries(expected)) {
      expect(usage.body.operations[op].by_status).toEqual(byStatus);
    }
    expect(usage.body.totals.requests).toBe(rounds * plan.length);
    expect(usage.body.totals.tokens).toBe(tokens);
    expect(usage.body.totals.credits).toBe(tokens);
  });
});
