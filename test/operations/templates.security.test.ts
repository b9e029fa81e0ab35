import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startService, type TestService } from '../support/service.js';

let service: TestService;

beforeAll(async () => {
  service = await startService();
});
afterAll(() => service.close());

describe('templates — security', () => {
  it('needs a key for the list and for one template', async () => {
    expect((await service.request('GET', '/v1/templates')).status).toBe(401);
    expect((await service.request('GET', '/v1/templates/anything')).status).toBe(401);
  });

  it('costs no credits but counts toward the rate limit', async () => {
    const key = await service.createKey();
    const before = await service.deps.state.meter.balance(key.accountId);
    const res = await service.request('GET', '/v1/templates', { key: key.apiKey });
    expect(res.status).toBe(200);
    expect(Number(res.headers.get('ratelimit-remaining'))).toBe(99);
    expect((await service.deps.state.meter.balance(key.accountId)).total).toBe(before.total);
  });
});
