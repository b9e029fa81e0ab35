import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startService, type TestService } from '../support/service.js';

let service: TestService;

beforeAll(async () => {
  service = await startService();
});
afterAll(() => service.close());

describe('GET /v1/usage — security', () => {
  it('needs a key', async () => {
    expect((await service.request('GET', '/v1/usage')).status).toBe(401);
  });

  it('shows an account only its own usage', async () => {
    const alice = await service.createKey({ plan: 'professional' });
    const bob = await service.createKey({ plan: 'professional' });
    for (let i = 0; i < 3; i++)
      await service.request('GET', '/v1/templates', { key: alice.apiKey });
    await new Promise((resolve) => setTimeout(resolve, 50));

    const bobs = await service.request('GET', '/v1/usage?period=day', { key: bob.apiKey });
    expect(bobs.body.totals.requests).toBe(0);
    const alices = await service.request('GET', '/v1/usage?period=day', { key: alice.apiKey });
    expect(alices.body.operations.listTemplates.requests).toBe(3);
  });

  it('shares usage between two keys of one account', async () => {
    const first = await service.createKey({ plan: 'professional' });
    const account = await service.deps.state.accounts.getAccount(first.accountId);
    expect(account).not.toBeNull();
    const { issueKey } = await import('../../src/keys/keys.js');
    const second = await issueKey(
      service.deps.state,
      service.deps.keyring,
      first.accountId,
      'second',
    );
    await service.request('GET', '/v1/templates', { key: first.apiKey });
    await new Promise((resolve) => setTimeout(resolve, 50));
    const res = await service.request('GET', '/v1/usage?period=day', { key: second.apiKey });
    expect(res.body.operations.listTemplates.requests).toBe(1);
  });
});
