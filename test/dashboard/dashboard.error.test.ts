import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { dashboard, PASSWORD, uniqueEmail, uniqueIp } from '../support/dashboard.js';
import { startService, type TestService } from '../support/service.js';

let service: TestService;

beforeAll(async () => {
  service = await startService({ TRUST_PROXY: 'true' });
});
afterAll(() => service.close());

describe('dashboard API — errors', () => {
  it('refuses a weak password with every problem', async () => {
    const res = await dashboard(service, uniqueIp()).signUp('kim@example.com', '12345');
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('weak_password');
    expect(res.body.error.details.length).toBeGreaterThanOrEqual(2);
    expect(res.body.error.details[0]).toMatchObject({ param: 'password' });
  });

  it('refuses a malformed email and unknown fields', async () => {
    const browser = dashboard(service, uniqueIp());
    const res = await browser.request('POST', '/dashboard/api/signup', {
      body: { email: 'not-an-email', password: PASSWORD, admin: true },
    });
    expect(res.status).toBe(400);
    expect(res.body.error.details.map((d: { param: string }) => d.param).sort()).toEqual(
      ['admin', 'email'].sort(),
    );
  });

  it('answers a taken email with a generic refusal', async () => {
    const email = uniqueEmail();
    expect((await dashboard(service, uniqueIp()).signUp(email)).status).toBe(201);
    const again = await dashboard(service, uniqueIp()).signUp(email.toUpperCase());
    expect(again.status).toBe(409);
    expect(again.body.error).toEqual({
      type: 'invalid_request_error',
      code: 'signup_failed',
      message: 'Could not create an account with these details.',
    });
    expect(again.headers.get('set-cookie')).toBeNull();
  });

  it('gives a wrong password and an unknown email the same answer', async () => {
    const email = uniqueEmail();
    await dashboard(service, uniqueIp()).signUp(email);
    const wrong = await dashboard(service, uniqueIp()).logIn(email, 'not the password at all');
    const unknown = await dashboard(service, uniqueIp()).logIn(uniqueEmail());
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body.error).toEqual(unknown.body.error);
    expect(wrong.body.error.code).toBe('invalid_credentials');
  });

  it('needs a session', async () => {
    const anonymous = dashboard(service, uniqueIp());
    for (const [method, path] of [
      ['GET', '/dashboard/api/session'],
      ['GET', '/dashboard/api/keys'],
      ['GET', '/dashboard/api/usage'],
      ['POST', '/dashboard/api/logout'],
      ['POST', '/dashboard/api/keys/key_x/revoke'],
    ] as const) {
      const res = await anonymous.request(method, path);
      expect(res.status).toBe(401);
      expect(res.body.error.code).toBe('not_signed_in');
      expect(res.headers.get('www-authenticate')).toBeNull();
    }
    const forged = await service.request('GET', '/dashboard/api/session', {
      headers: { cookie: 'mw_session=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' },
    });
    expect(forged.status).toBe(401);
  });

  it('validates the usage query like /v1/usage', async () => {
    const browser = dashboard(service, uniqueIp());
    await browser.signUp(uniqueEmail());
    const res = await browser.request('GET', '/dashboard/api/usage?period=year');
    expect(res.status).toBe(400);
    expect(res.body.error.param).toBe('period');
  });

  it('answers 404 for an unknown key id', async () => {
    const browser = dashboard(service, uniqueIp());
    await browser.signUp(uniqueEmail());
    const res = await browser.request('POST', '/dashboard/api/keys/key_unknown/revoke');
    expect(res.status).toBe(404);
    expect(res.body.error.code).toBe('key_not_found');
  });

  it('throttles sign-up and login per address', async () => {
    const ip = uniqueIp();
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) {
      statuses.push((await dashboard(service, ip).logIn(uniqueEmail(), 'wrong password 1')).status);
    }
    expect(statuses.slice(0, 20).every((s) => s === 401)).toBe(true);
    const last = await dashboard(service, ip).signUp(uniqueEmail());
    expect(last.status).toBe(429);
    expect(last.body.error.code).toBe('rate_limit_exceeded');
    expect(Number(last.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('throttles failed logins per email, whatever the address', async () => {
    const email = uniqueEmail();
    await dashboard(service, uniqueIp()).signUp(email);
    for (let i = 0; i < 5; i++) {
      expect((await dashboard(service, uniqueIp()).logIn(email, 'wrong password 2')).status).toBe(
        401,
      );
    }
    const blocked = await dashboard(service, uniqueIp()).logIn(email);
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get('retry-after')).toMatch(/^[1-9][0-9]*$/);
  });
});
