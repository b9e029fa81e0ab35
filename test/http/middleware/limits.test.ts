/**
 * rateLimits admits each API-key request against the plan's limit once: RateLimit-* headers
 * on every answer, 429 with Retry-After once the window is spent, and nothing at all for a
 * request without a caller (public operations, the dashboard).
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { authenticate } from '../../../src/http/middleware/auth.js';
import { rateLimits } from '../../../src/http/middleware/limits.js';
import type { Mini } from '../../support/mini.js';
import { accountWithKey, errorOf, pipeline, testDeps, type TestDeps } from './pipeline.js';

let deps: TestDeps;
let mini: Mini;

beforeAll(async () => {
  deps = testDeps();
  mini = await pipeline(deps, [authenticate(deps), rateLimits()]);
});
afterAll(async () => {
  await mini.close();
  await deps.dispose();
});

/** An account whose own limit is `requests` a minute. */
async function keyAllowing(requests: number): Promise<string> {
  const { apiKey } = await accountWithKey(deps, {
    plan: 'enterprise',
    rateLimit: { requests, windowSeconds: 60 },
  });
  return apiKey;
}

const call = (path: string, apiKey?: string) =>
  fetch(mini.url + path, { headers: apiKey ? { authorization: `Bearer ${apiKey}` } : {} });

describe('rateLimits middleware', () => {
  it('counts each request and says what is left', async () => {
    const apiKey = await keyAllowing(3);
    const remaining = [];
    for (let i = 0; i < 3; i++) {
      const res = await call('/v1/templates', apiKey);
      expect(res.status).toBe(200);
      expect(res.headers.get('ratelimit-limit')).toBe('3');
      const reset = Number(res.headers.get('ratelimit-reset'));
      expect(reset).toBeGreaterThanOrEqual(0);
      expect(reset).toBeLessThanOrEqual(60);
      remaining.push(res.headers.get('ratelimit-remaining'));
    }
    expect(remaining).toEqual(['2', '1', '0']);
  });

  it('refuses the request past the limit with 429, Retry-After and the headers', async () => {
    const apiKey = await keyAllowing(1);
    expect((await call('/v1/templates', apiKey)).status).toBe(200);
    const res = await call('/v1/templates', apiKey);
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(res.headers.get('ratelimit-remaining')).toBe('0');
    const error = await errorOf(res);
    expect(error.code).toBe('rate_limit_exceeded');
    expect(error.message).toContain('limit of 1 requests');
  });

  it('keeps each account to its own count', async () => {
    const first = await keyAllowing(1);
    const second = await keyAllowing(1);
    expect((await call('/v1/templates', first)).status).toBe(200);
    expect((await call('/v1/templates', first)).status).toBe(429);
    expect((await call('/v1/templates', second)).status).toBe(200);
  });

  it('leaves a request without a caller alone: no count, no headers', async () => {
    const res = await call('/healthz');
    expect(res.status).toBe(200);
    expect(res.headers.get('ratelimit-limit')).toBeNull();
  });
});
