import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startService, type TestService } from '../support/service.js';

let service: TestService;

beforeAll(async () => {
  service = await startService();
});
afterAll(() => service.close());

describe('a fresh Free key', () => {
  it('gets exactly 100 successful requests, then 429 with Retry-After', async () => {
    const key = await service.createKey({ plan: 'free' });
    const body = {
      context: 'Weekly sync notes',
      tone: 'casual',
      recipient: 'team',
      purpose: 'status_update',
    };
    for (let i = 0; i < 100; i++) {
      const res =
        i % 2 === 0
          ? await service.request('POST', '/v1/generate', { key: key.apiKey, body })
          : await service.request('GET', '/v1/templates?limit=1', { key: key.apiKey });
      expect(res.status).toBe(200);
      expect(Number(res.headers.get('ratelimit-remaining'))).toBe(99 - i);
    }
    const limited = await service.request('GET', '/v1/usage', { key: key.apiKey });
    expect(limited.status).toBe(429);
    expect(limited.body.error.code).toBe('rate_limit_exceeded');
    const retryAfter = Number(limited.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(86400);
    expect(limited.headers.get('ratelimit-remaining')).toBe('0');
  });

  it('is limited per account, not globally', async () => {
    const a = await service.createKey({ plan: 'free', limit: undefined });
    const b = await service.createKey({ plan: 'free' });
    const { meter } = service.deps.state;
    for (let i = 0; i < 100; i++)
      await meter.admit(a.accountId, { requests: 100, windowSeconds: 86400 });
    expect((await service.request('GET', '/v1/templates', { key: a.apiKey })).status).toBe(429);
    expect((await service.request('GET', '/v1/templates', { key: b.apiKey })).status).toBe(200);
  });

  it("honours an Enterprise account's own limit", async () => {
    const key = await service.createKey({
      plan: 'enterprise',
      limit: { requests: 3, windowSeconds: 3600 },
    });
    const statuses = [];
    for (let i = 0; i < 4; i++)
      statuses.push((await service.request('GET', '/v1/templates', { key: key.apiKey })).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it('counts 400s toward the limit too', async () => {
    const key = await service.createKey({
      plan: 'enterprise',
      limit: { requests: 2, windowSeconds: 3600 },
    });
    expect(
      (await service.request('POST', '/v1/generate', { key: key.apiKey, body: {} })).status,
    ).toBe(400);
    expect(
      (await service.request('POST', '/v1/generate', { key: key.apiKey, body: {} })).status,
    ).toBe(400);
    expect(
      (await service.request('POST', '/v1/generate', { key: key.apiKey, body: {} })).status,
    ).toBe(429);
  });
});
