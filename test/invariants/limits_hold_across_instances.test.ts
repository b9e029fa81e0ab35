import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { call, startInstances, type Instances } from '../support/instances.js';

let instances: Instances;
beforeAll(async () => {
  instances = await startInstances(2);
});
afterAll(() => instances.stop());

describe('limits hold across instances', () => {
  it('admits exactly 100 of 300 concurrent requests on a Free key split between two instances', async () => {
    const { api_key } = await instances.createKey(['--plan', 'free']);
    const results = await Promise.all(
      Array.from({ length: 300 }, (_, i) =>
        call(instances.urls[i % 2]!, api_key, 'GET', '/v1/templates?limit=1'),
      ),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(100);
    expect(statuses.filter((s) => s === 429)).toHaveLength(200);
    for (const limited of results.filter((r) => r.status === 429)) {
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(limited.body.error.code).toBe('rate_limit_exceeded');
    }
  });

  it('revoking a key with the CLI stops it on every instance at once', async () => {
    const { api_key, key_id } = await instances.createKey(['--plan', 'professional']);
    for (const url of instances.urls)
      expect((await call(url, api_key, 'GET', '/v1/templates')).status).toBe(200);
    const { adminJson } = await import('../support/process.js');
    await adminJson(['revoke-key', key_id], instances.env);
    for (const url of instances.urls)
      expect((await call(url, api_key, 'GET', '/v1/templates')).status).toBe(401);
  });
});
