/**
 * The safe headers (src/http/secureHeaders.ts) on every kind of answer: API answers,
 * dashboard API answers, errors before routing, the docs and the dashboard's pages.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { redocBundle } from '../../src/http/docs.js';
import { dashboard, uniqueEmail, uniqueIp } from '../support/dashboard.js';
import { startService, type TestKey, type TestService } from '../support/service.js';

let service: TestService;
let key: TestKey;

beforeAll(async () => {
  service = await startService({ TRUST_PROXY: 'true' });
  key = await service.createKey();
});
afterAll(() => service.close());

function expectBaseline(path: string, headers: Headers): void {
  const csp = headers.get('content-security-policy') ?? '';
  expect({ path, nosniff: headers.get('x-content-type-options') }).toEqual({
    path,
    nosniff: 'nosniff',
  });
  expect({ path, frame: headers.get('x-frame-options') }).toEqual({ path, frame: 'DENY' });
  expect({ path, ancestors: csp.includes("frame-ancestors 'none'") }).toEqual({
    path,
    ancestors: true,
  });
  expect({ path, remote: /https?:|\*/.test(csp) }).toEqual({ path, remote: false });
}

describe('safe headers', () => {
  it('every /v1 answer, success or error, is no-store and may load nothing', async () => {
    const answers = [
      await service.request('GET', '/v1/templates', { key: key.apiKey }),
      await service.request('GET', '/v1/usage', { key: key.apiKey }),
      await service.request('GET', '/v1/templates'),
      await service.request('GET', '/v1/nowhere', { key: key.apiKey }),
      await service.request('POST', '/v1/generate', {
        key: key.apiKey,
        raw: '{',
        headers: { 'content-type': 'application/json' },
      }),
    ];
    for (const res of answers) {
      expectBaseline('/v1', res.headers);
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(res.headers.get('content-security-policy')).toContain("default-src 'none'");
    }
  });

  it('every /dashboard/api answer is no-store', async () => {
    const user = dashboard(service, uniqueIp());
    const answers = [
      await user.request('GET', '/dashboard/api/session'),
      await user.signUp(uniqueEmail()),
      await user.request('GET', '/dashboard/api/keys'),
      await user.request('POST', '/dashboard/api/keys', { body: { name: 'ci' } }),
    ];
    for (const res of answers) {
      expectBaseline('/dashboard/api', res.headers);
      expect(res.headers.get('cache-control')).toBe('no-store');
    }
  });

  it('/docs allows its own script only, and its bundle fetches nothing from elsewhere', async () => {
    for (const path of ['/docs', '/docs/redoc.standalone.js', '/openapi.json']) {
      const res = await fetch(service.url + path);
      expectBaseline(path, res.headers);
    }
    const csp = (await fetch(`${service.url}/docs`)).headers.get('content-security-policy')!;
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain("script-src 'self' 'unsafe");
    expect(redocBundle()).not.toContain('cdn.redoc.ly');
  });

  it('the dashboard pages keep their strict page policy', async () => {
    const res = await fetch(`${service.url}/dashboard`);
    expectBaseline('/dashboard', res.headers);
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(res.headers.get('cache-control')).toBe('no-cache');
  });

  it('HSTS only when the request came over TLS (X-Forwarded-Proto with TRUST_PROXY)', async () => {
    const plain = await service.request('GET', '/healthz');
    expect(plain.headers.get('strict-transport-security')).toBeNull();
    const tls = await service.request('GET', '/healthz', {
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(tls.headers.get('strict-transport-security')).toMatch(/^max-age=\d{7,}/);
  });

  it('without TRUST_PROXY a forwarded protocol is not believed', async () => {
    const direct = await startService();
    try {
      const res = await direct.request('GET', '/healthz', {
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(res.headers.get('strict-transport-security')).toBeNull();
    } finally {
      await direct.close();
    }
  });
});
