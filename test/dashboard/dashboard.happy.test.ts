import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { dashboard, uniqueEmail } from '../support/dashboard.js';
import { startService, type TestService } from '../support/service.js';

let service: TestService;

beforeAll(async () => {
  service = await startService();
});
afterAll(() => service.close());

const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

describe('dashboard API — happy path', () => {
  it('signs up, makes a key, uses it, sees the usage, revokes it', async () => {
    const browser = dashboard(service);
    const email = uniqueEmail();
    const signed = await browser.signUp(email);
    expect(signed.status).toBe(201);
    expect(signed.body.user.email).toBe(email);
    expect(signed.body.account.plan).toBe('free');
    expect(browser.cookie).toBeDefined();

    const session = await browser.request('GET', '/dashboard/api/session');
    expect(session.status).toBe(200);
    expect(session.body.account.id).toBe(signed.body.account.id);
    expect(session.body.csrf_token).toBe(signed.body.csrf_token);

    const created = await browser.request('POST', '/dashboard/api/keys', {
      body: { name: 'production' },
    });
    expect(created.status).toBe(201);
    expect(created.body.key).toMatchObject({ name: 'production', revoked_at: null });
    expect(created.body.api_key).toMatch(/^mw_test_/);

    const generated = await service.request('POST', '/v1/generate', {
      key: created.body.api_key,
      body: {
        context: 'Welcome aboard',
        tone: 'friendly',
        recipient: 'customer',
        purpose: 'welcome',
      },
    });
    expect(generated.status).toBe(200);
    await settle();

    const usage = await browser.request('GET', '/dashboard/api/usage?period=day');
    expect(usage.status).toBe(200);
    expect(usage.body.operations.generateEmail.requests).toBe(1);
    expect(usage.body.totals.requests).toBe(1);
    expect(usage.body.credits.remaining).toBe(
      usage.body.credits.monthly_allowance - generated.body.usage.tokens_used,
    );

    const listed = await browser.request('GET', '/dashboard/api/keys');
    expect(listed.body.data.map((k: { id: string }) => k.id)).toEqual([created.body.key.id]);
    expect(JSON.stringify(listed.body)).not.toContain(created.body.api_key);

    const revoked = await browser.request(
      'POST',
      `/dashboard/api/keys/${created.body.key.id}/revoke`,
    );
    expect(revoked.status).toBe(200);
    expect(revoked.body.key.revoked_at).not.toBeNull();

    const refused = await service.request('GET', '/v1/templates', { key: created.body.api_key });
    expect(refused.status).toBe(401);
  });

  it('dashboard calls count toward no limit and are not in the usage report', async () => {
    const browser = dashboard(service);
    await browser.signUp(uniqueEmail());
    for (let i = 0; i < 3; i++) await browser.request('GET', '/dashboard/api/keys');
    await settle();
    const usage = await browser.request('GET', '/dashboard/api/usage?period=day');
    expect(usage.body.totals.requests).toBe(0);
    expect(usage.body.rate_limit.remaining).toBe(usage.body.rate_limit.limit);
  });

  it('logs out and in again', async () => {
    const browser = dashboard(service);
    const email = uniqueEmail();
    await browser.signUp(email);
    const out = await browser.request('POST', '/dashboard/api/logout');
    expect(out.status).toBe(200);
    expect(out.headers.get('set-cookie')).toMatch(/mw_session=;.*Max-Age=0/);
    expect(browser.cookie).toBeUndefined();
    expect((await browser.request('GET', '/dashboard/api/session')).status).toBe(401);

    const login = await browser.logIn(email.toUpperCase());
    expect(login.status).toBe(200);
    expect(login.body.user.email).toBe(email);
    expect((await browser.request('GET', '/dashboard/api/session')).status).toBe(200);
  });

  it('sets the cookie HttpOnly, SameSite=Strict, on /dashboard, with a Max-Age', async () => {
    const browser = dashboard(service);
    const res = await browser.signUp(uniqueEmail());
    const cookie = res.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^mw_session=[A-Za-z0-9_-]{43};/);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Strict');
    expect(cookie).toContain('Path=/dashboard');
    expect(cookie).toContain(`Max-Age=${7 * 24 * 3600}`);
    expect(cookie).not.toContain('Secure');
  });
});
