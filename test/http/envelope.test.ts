import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startService, type TestKey, type TestService } from '../support/service.js';

let service: TestService;
let key: TestKey;

beforeAll(async () => {
  service = await startService();
  key = await service.createKey({ plan: 'enterprise' });
});
afterAll(() => service.close());

describe('the error envelope on every path', () => {
  it('answers an unknown route with 404 route_not_found, with or without a key', async () => {
    for (const options of [{}, { key: key.apiKey }]) {
      const res = await service.request('GET', '/v2/nothing', options);
      expect(res.status).toBe(404);
      expect(res.body.success).toBe(false);
      expect(res.body.error.code).toBe('route_not_found');
      expect(res.body.request_id).toBe(res.headers.get('x-request-id'));
    }
  });

  it('does not parse the body of an unknown route', async () => {
    const res = await service.request('POST', '/v1/nowhere', {
      raw: '{broken',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(404);
  });

  it('answers a wrong method with 405 and Allow', async () => {
    const res = await service.request('DELETE', '/v1/generate', { key: key.apiKey });
    expect(res.status).toBe(405);
    expect(res.body.error.code).toBe('method_not_allowed');
    expect(res.headers.get('allow')).toBe('POST');
  });

  it('keeps a well-formed X-Request-Id from the caller and replaces a hostile one', async () => {
    const kept = await service.request('GET', '/healthz', {
      headers: { 'x-request-id': 'lb-12345678' },
    });
    expect(kept.headers.get('x-request-id')).toBe('lb-12345678');
    const replaced = await service.request('GET', '/healthz', {
      headers: { 'x-request-id': '<script>' },
    });
    expect(replaced.headers.get('x-request-id')).toMatch(/^req_/);
  });

  it('turns a bug into a 500 that reveals nothing, and refunds the reservation', async () => {
    const engine = service.deps.engine;
    const original = engine.generate;
    engine.generate = async () => {
      throw new Error('SELECT secret FROM internals at /srv/app/engine.ts:42');
    };
    try {
      const before = await service.deps.state.meter.balance(key.accountId);
      const res = await service.request('POST', '/v1/generate', {
        key: key.apiKey,
        body: { context: 'x', tone: 'formal', recipient: 'client', purpose: 'request' },
      });
      expect(res.status).toBe(500);
      expect(res.body.error.code).toBe('internal_error');
      expect(res.text).not.toContain('SELECT');
      expect(res.text).not.toContain('engine.ts');
      expect((await service.deps.state.meter.balance(key.accountId)).total).toBe(before.total);
    } finally {
      engine.generate = original;
    }
  });

  it('serves the spec and the docs from local files', async () => {
    const spec = await fetch(`${service.url}/openapi.json`);
    expect(spec.status).toBe(200);
    const doc = (await spec.json()) as { openapi: string; paths: Record<string, unknown> };
    expect(doc.openapi).toBe('3.0.3');
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/v1/generate', '/v1/usage']));
    const docs = await fetch(`${service.url}/docs`);
    const html = await docs.text();
    expect(html).toContain('/docs/redoc.standalone.js');
    expect(html).not.toMatch(/https?:\/\//);
    const script = await fetch(`${service.url}/docs/redoc.standalone.js`);
    expect(script.status).toBe(200);
    expect((await script.text()).length).toBeGreaterThan(100_000);
  });

  it('answers the health probes without a key', async () => {
    const health = await service.request('GET', '/healthz');
    expect(health.body).toEqual({ status: 'ok' });
    const ready = await service.request('GET', '/readyz');
    expect(ready.body).toEqual({ status: 'ready', checks: { state: 'ok' } });
  });
});
