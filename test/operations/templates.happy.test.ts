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

describe('GET /v1/templates and /v1/templates/{id} — happy path', () => {
  it('lists 20 by default with pagination', async () => {
    const res = await get('/v1/templates');
    expect(res.status).toBe(200);
    expect(res.body.templates).toHaveLength(20);
    expect(res.body.pagination).toEqual({
      total: expect.any(Number),
      limit: 20,
      offset: 0,
      has_more: true,
    });
    expect(res.body.pagination.total).toBeGreaterThanOrEqual(40);
  });

  it('pages through the whole catalog without gaps or repeats', async () => {
    const seen: string[] = [];
    let offset = 0;
    for (;;) {
      const res = await get(`/v1/templates?limit=7&offset=${offset}`);
      seen.push(...res.body.templates.map((t: { id: string }) => t.id));
      if (!res.body.pagination.has_more) break;
      offset += 7;
    }
    const total = (await get('/v1/templates?limit=1')).body.pagination.total;
    expect(seen).toHaveLength(total);
    expect(new Set(seen).size).toBe(total);
  });

  it('filters by category', async () => {
    const res = await get('/v1/templates?category=billing&limit=100');
    expect(res.status).toBe(200);
    expect(res.body.templates.length).toBeGreaterThanOrEqual(5);
    expect(res.body.templates.every((t: { category: string }) => t.category === 'billing')).toBe(
      true,
    );
    expect(res.body.pagination.total).toBe(res.body.templates.length);
  });

  it('returns an empty page past the end', async () => {
    const res = await get('/v1/templates?offset=100000');
    expect(res.status).toBe(200);
    expect(res.body.templates).toEqual([]);
    expect(res.body.pagination.has_more).toBe(false);
  });

  it('gets one template by id', async () => {
    const first = (await get('/v1/templates?limit=1')).body.templates[0];
    const res = await get(`/v1/templates/${first.id}`);
    expect(res.status).toBe(200);
    expect(res.body.template).toEqual(first);
  });
});
