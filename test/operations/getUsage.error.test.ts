import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startService, type TestKey, type TestService } from '../support/service.js';

let service: TestService;
let key: TestKey;

beforeAll(async () => {
  service = await startService();
  key = await service.createKey({ plan: 'professional' });
});
afterAll(() => service.close());

const usage = (query: string) => service.request('GET', `/v1/usage${query}`, { key: key.apiKey });

describe('GET /v1/usage — errors', () => {
  it.each([
    ['?period=year', 'period'],
    ['?granularity=minute', 'granularity'],
    ['?period=day&granularity=day&start=yesterday&end=today', 'start'],
    ['?start=2026-01-01T00:00:00Z', 'end'],
    ['?start=2026-01-02T00:00:00Z&end=2026-01-01T00:00:00Z', 'end'],
    ['?granularity=hour&start=2020-01-01T00:00:00Z&end=2026-01-01T00:00:00Z', 'end'],
  ])('rejects %s naming %s', async (query, param) => {
    const res = await usage(query);
    expect(res.status).toBe(400);
    expect(res.body.error.param).toBe(param);
  });
});
