/**
 * authenticate finds the credentials the operation's security scheme names (an API key or
 * the dashboard's session cookie); requireCredentials, later, refuses a request without
 * them, with one generic 401 whatever was wrong with the key.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { authenticate, requireCredentials } from '../../../src/http/middleware/auth.js';
import { StateUnavailableError, type State } from '../../../src/store/store.js';
import type { Mini } from '../../support/mini.js';
import {
  accountWithKey,
  errorOf,
  pipeline,
  testDeps,
  type Seen,
  type TestDeps,
} from './pipeline.js';

let deps: TestDeps;
let mini: Mini;
let key: Awaited<ReturnType<typeof accountWithKey>>;

beforeAll(async () => {
  deps = testDeps();
  mini = await pipeline(deps, [authenticate(deps), requireCredentials()]);
  key = await accountWithKey(deps);
});
afterAll(async () => {
  await mini.close();
  await deps.dispose();
});

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(mini.url + path, { headers });

async function sessionFor(): Promise<string> {
  const user = await deps.state.users.createUser({
    email: `${Math.random().toString(36).slice(2)}@example.com`,
    passwordHash: 'not-used-here',
  });
  if (!user) throw new Error('user not created');
  return (await deps.state.users.createSession(user.id, 60_000)).id;
}

describe('authenticate and requireCredentials: API keys', () => {
  it("finds the key's account and records that the key was used", async () => {
    const res = await get('/v1/templates', { authorization: `Bearer ${key.apiKey}` });
    expect(res.status).toBe(200);
    expect(((await res.json()) as Seen).account).toBe(key.account.id);
    // The key's last use is written after the answer, without holding it up.
    for (let i = 0; i < 50; i++) {
      if ((await deps.state.accounts.getKey(key.key.id))?.lastUsedAt) break;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect((await deps.state.accounts.getKey(key.key.id))?.lastUsedAt).toBeInstanceOf(Date);
  });

  it('reads the scheme case-insensitively', async () => {
    const res = await get('/v1/templates', { authorization: `bearer ${key.apiKey}` });
    expect(((await res.json()) as Seen).account).toBe(key.account.id);
  });

  it('answers a missing, malformed, unknown or revoked key with the same 401', async () => {
    const revoked = await accountWithKey(deps);
    await deps.state.accounts.revokeKey(revoked.key.id);
    const unknown = `mw_test_${'A'.repeat(43)}`;
    const answers = [];
    for (const authorization of [
      undefined,
      'Bearer',
      `Basic ${key.apiKey}`,
      'Bearer not-a-key',
      `Bearer ${unknown}`,
      `Bearer ${revoked.apiKey}`,
    ]) {
      const res = await get('/v1/templates', authorization ? { authorization } : {});
      const error = await errorOf(res);
      answers.push({
        status: res.status,
        challenge: res.headers.get('www-authenticate'),
        code: error.code,
        message: error.message,
      });
    }
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    expect(answers[0]).toMatchObject({
      status: 401,
      challenge: 'Bearer realm="mailwright"',
      code: 'invalid_api_key',
    });
  });

  it('lets a public operation through without credentials', async () => {
    const res = await get('/healthz');
    expect(res.status).toBe(200);
    expect(((await res.json()) as Seen).account).toBeNull();
  });
});

describe('authenticate and requireCredentials: dashboard sessions', () => {
  it('finds the session named by the cookie', async () => {
    const id = await sessionFor();
    const res = await get('/dashboard/api/session', { cookie: `mw_session=${id}` });
    expect(res.status).toBe(200);
    expect(((await res.json()) as Seen).session).toBe(id);
  });

  it('answers no cookie, an unknown session or an API key with 401 not_signed_in', async () => {
    const refused: Record<string, string>[] = [
      {},
      { cookie: 'mw_session=unknown-session' },
      { authorization: `Bearer ${key.apiKey}` },
    ];
    for (const headers of refused) {
      const res = await get('/dashboard/api/session', headers);
      expect(res.status).toBe(401);
      expect((await errorOf(res)).code).toBe('not_signed_in');
    }
  });

  it('does not take a session cookie for an API operation', async () => {
    const id = await sessionFor();
    const res = await get('/v1/templates', { cookie: `mw_session=${id}` });
    expect(res.status).toBe(401);
    expect((await errorOf(res)).code).toBe('invalid_api_key');
  });
});

describe('authenticate: a store that cannot answer', () => {
  it('is a 503, not a misleading 401', async () => {
    const down: State = {
      ...deps.state,
      admitKey: () => Promise.reject(new StateUnavailableError()),
    };
    const outage = await pipeline(deps, [
      authenticate({ ...deps, state: down }),
      requireCredentials(),
    ]);
    try {
      const res = await fetch(`${outage.url}/v1/templates`, {
        headers: { authorization: `Bearer ${key.apiKey}` },
      });
      expect(res.status).toBe(503);
      expect((await errorOf(res)).code).toBe('service_unavailable');
    } finally {
      await outage.close();
    }
  });
});
