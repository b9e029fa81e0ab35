import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { dashboard, uniqueEmail, uniqueIp } from '../support/dashboard.js';
import { REDIS_URL, uniquePrefix } from '../support/redis.js';
import { startService, type TestService } from '../support/service.js';

let first: TestService;
let second: TestService;

beforeAll(async () => {
  const env = {
    REDIS_URL,
    REDIS_KEY_PREFIX: uniquePrefix(),
    KEY_SECRET: 'a-test-secret-that-is-long-enough-1234567890',
    TRUST_PROXY: 'true',
  };
  first = await startService(env);
  second = await startService(env);
});
afterAll(async () => {
  await first.close();
  await second.close();
});

describe('two instances on one Redis share the dashboard state', () => {
  it('a session made on one instance works on the other, and so does logout', async () => {
    const one = dashboard(first, uniqueIp());
    await one.signUp(uniqueEmail());
    const other = dashboard(second, uniqueIp());
    other.cookie = one.cookie;
    other.csrf = one.csrf;
    expect((await other.request('GET', '/dashboard/api/session')).status).toBe(200);
    expect((await other.request('POST', '/dashboard/api/logout')).status).toBe(200);
    expect((await one.request('GET', '/dashboard/api/session')).status).toBe(401);
  });

  it('a key revoked on one instance gets 401 on the other at once', async () => {
    const browser = dashboard(first, uniqueIp());
    await browser.signUp(uniqueEmail());
    const key = await browser.request('POST', '/dashboard/api/keys', { body: { name: 'k' } });
    expect((await second.request('GET', '/v1/templates', { key: key.body.api_key })).status).toBe(
      200,
    );
    await browser.request('POST', `/dashboard/api/keys/${key.body.key.id}/revoke`);
    expect((await second.request('GET', '/v1/templates', { key: key.body.api_key })).status).toBe(
      401,
    );
  });

  it('failed logins for one email are counted across instances', async () => {
    const email = uniqueEmail();
    await dashboard(first, uniqueIp()).signUp(email);
    for (let i = 0; i < 5; i++) {
      const instance = i % 2 === 0 ? first : second;
      expect((await dashboard(instance, uniqueIp()).logIn(email, 'wrong password 3')).status).toBe(
        401,
      );
    }
    expect((await dashboard(first, uniqueIp()).logIn(email)).status).toBe(429);
    expect((await dashboard(second, uniqueIp()).logIn(email)).status).toBe(429);
  });
});
