import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { dashboard, uniqueEmail, uniqueIp, type DashboardClient } from '../support/dashboard.js';
import { startService, type TestService } from '../support/service.js';

let service: TestService;

beforeAll(async () => {
  service = await startService({ TRUST_PROXY: 'true' });
});
afterAll(() => service.close());

async function signedUp(): Promise<DashboardClient> {
  const browser = dashboard(service, uniqueIp());
  expect((await browser.signUp(uniqueEmail())).status).toBe(201);
  return browser;
}

describe('dashboard API — security', () => {
  it('refuses state-changing calls without the CSRF token, or with another', async () => {
    const browser = await signedUp();
    const token = browser.csrf;
    browser.csrf = undefined;
    const missing = await browser.request('POST', '/dashboard/api/keys', { body: { name: 'x' } });
    expect(missing.status).toBe(403);
    expect(missing.body.error.code).toBe('csrf_token_invalid');
    browser.csrf = `${token}x`;
    const wrong = await browser.request('POST', '/dashboard/api/logout');
    expect(wrong.status).toBe(403);
    const other = await signedUp();
    browser.csrf = other.csrf;
    expect((await browser.request('POST', '/dashboard/api/logout')).status).toBe(403);
    browser.csrf = token;
    expect((await browser.request('GET', '/dashboard/api/keys')).body.data).toEqual([]);
  });

  it('refuses state-changing calls from another origin', async () => {
    const browser = await signedUp();
    const foreign = await browser.request('POST', '/dashboard/api/keys', {
      body: { name: 'x' },
      headers: { origin: 'https://evil.example' },
    });
    expect(foreign.status).toBe(403);
    expect(foreign.body.error.code).toBe('cross_origin_request');
    const login = await dashboard(service, uniqueIp()).request('POST', '/dashboard/api/login', {
      body: { email: uniqueEmail(), password: 'whatever it is 1' },
      headers: { origin: 'https://evil.example' },
    });
    expect(login.status).toBe(403);
    const own = await browser.request('POST', '/dashboard/api/keys', {
      body: { name: 'x' },
      headers: { origin: service.url },
    });
    expect(own.status).toBe(201);
  });

  it('gives a new session at login and ends the one the browser held', async () => {
    const email = uniqueEmail();
    const victim = dashboard(service, uniqueIp());
    await victim.signUp(email);
    const planted = victim.cookie;
    const login = await victim.logIn(email);
    expect(login.status).toBe(200);
    expect(victim.cookie).not.toBe(planted);
    const replay = await service.request('GET', '/dashboard/api/session', {
      headers: { cookie: `mw_session=${planted}` },
    });
    expect(replay.status).toBe(401);
    expect((await victim.request('GET', '/dashboard/api/session')).status).toBe(200);
  });

  it('ends the session on the server at logout', async () => {
    const browser = await signedUp();
    const cookie = browser.cookie;
    await browser.request('POST', '/dashboard/api/logout');
    const replay = await service.request('GET', '/dashboard/api/keys', {
      headers: { cookie: `mw_session=${cookie}` },
    });
    expect(replay.status).toBe(401);
  });

  it("does not let one account see or revoke another's keys", async () => {
    const alice = await signedUp();
    const bob = await signedUp();
    const key = await alice.request('POST', '/dashboard/api/keys', { body: { name: 'alice' } });
    expect((await bob.request('GET', '/dashboard/api/keys')).body.data).toEqual([]);
    const res = await bob.request('POST', `/dashboard/api/keys/${key.body.key.id}/revoke`);
    expect(res.status).toBe(404);
    expect(res.body.error.code).toBe('key_not_found');
    const works = await service.request('GET', '/v1/templates', { key: key.body.api_key });
    expect(works.status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const bobsUsage = await bob.request('GET', '/dashboard/api/usage?period=day');
    expect(bobsUsage.body.totals.requests).toBe(0);
  });

  it('a key revoked in the dashboard gets 401 on /v1 at once', async () => {
    const browser = await signedUp();
    const key = await browser.request('POST', '/dashboard/api/keys', { body: { name: 'k' } });
    expect((await service.request('GET', '/v1/usage', { key: key.body.api_key })).status).toBe(200);
    await browser.request('POST', `/dashboard/api/keys/${key.body.key.id}/revoke`);
    const res = await service.request('GET', '/v1/usage', { key: key.body.api_key });
    expect(res.status).toBe(401);
    expect(res.body.error.code).toBe('invalid_api_key');
  });

  it('an API key does not open the dashboard, nor a session the API', async () => {
    const browser = await signedUp();
    const key = await browser.request('POST', '/dashboard/api/keys', { body: { name: 'k' } });
    const withKey = await service.request('GET', '/dashboard/api/keys', {
      key: key.body.api_key,
    });
    expect(withKey.status).toBe(401);
    const withCookie = await service.request('GET', '/v1/usage', {
      headers: { cookie: `mw_session=${browser.cookie}` },
    });
    expect(withCookie.status).toBe(401);
  });

  it('marks the cookie Secure behind TLS', async () => {
    const res = await service.request('POST', '/dashboard/api/signup', {
      body: { email: uniqueEmail(), password: 'plum-harbour-lantern-42' },
      headers: { 'x-forwarded-proto': 'https', 'x-forwarded-for': uniqueIp() },
    });
    expect(res.status).toBe(201);
    expect(res.headers.get('set-cookie')).toMatch(/; Secure/);
  });
});
