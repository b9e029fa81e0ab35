import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startService, type TestKey, type TestService } from '../support/service.js';

let service: TestService;
let key: TestKey;

beforeAll(async () => {
  service = await startService();
  key = await service.createKey({ plan: 'professional' });
});
afterAll(() => service.close());

const get = (path: string) => service.request('GET', path, { key: key.apiKey });

describe('GET /v1/templates — errors', () => {
  it.each([
    ['limit=0', 'limit'],
    ['limit=101', 'limit'],
    ['limit=ten', 'limit'],
    ['offset=-1', 'offset'],
    ['category=astrology', 'category'],
    ['limit=1&limit=2', 'limit'],
  ])('rejects %s naming %s', async (query, param) => {
    const res = await get(`/v1/templates?${query}`);
    expect(res.status).toBe(400);
    expect(res.body.error.param).toBe(param);
  });

  it('answers an unknown id with 404 and a malformed one with 400', async () => {
    const missing = await get('/v1/templates/no-such-template');
    expect(missing.status).toBe(404);
    expect(missing.body.error.code).toBe('template_not_found');
    const malformed = await get('/v1/templates/Not%20An%20Id');
    expect(malformed.status).toBe(400);
  });
});
