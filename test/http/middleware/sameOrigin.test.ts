/**
 * sameOrigin guards the dashboard API's state-changing calls: a foreign Origin is refused,
 * and with a session the session's CSRF token must come in X-CSRF-Token. Reads, and
 * anything outside /dashboard/api/, pass untouched.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { RequestHandler } from 'express';
import { sameOrigin } from '../../../src/http/middleware/sameOrigin.js';
import { varsOf } from '../../../src/http/vars.js';
import type { Session } from '../../../src/store/store.js';
import type { Mini } from '../../support/mini.js';
import { errorOf, pipeline, testDeps, type TestDeps } from './pipeline.js';

const session: Session = {
  id: 'session-id',
  userId: 'user-id',
  accountId: 'account-id',
  csrfToken: 'the-csrf-token-of-this-session',
  createdAt: new Date(),
  expiresAt: new Date(Date.now() + 60_000),
};

/** Stands in for authenticate: a request marked `x-test-session` is signed in. */
const signedIn: RequestHandler = (req, _res, next) => {
  if (req.get('x-test-session')) varsOf(req).session = session;
  next();
};

let deps: TestDeps;
let mini: Mini;
let origin: string;

beforeAll(async () => {
  deps = testDeps();
  mini = await pipeline(deps, [signedIn, sameOrigin()]);
  origin = mini.url;
});
afterAll(async () => {
  await mini.close();
  await deps.dispose();
});

const post = (path: string, headers: Record<string, string>) =>
  fetch(mini.url + path, { method: 'POST', headers });

describe('sameOrigin middleware', () => {
  it('refuses a dashboard change from another origin, signed in or not', async () => {
    for (const path of ['/dashboard/api/login', '/dashboard/api/keys']) {
      const res = await post(path, {
        origin: 'https://evil.example',
        'x-test-session': '1',
        'x-csrf-token': session.csrfToken,
      });
      expect(res.status).toBe(403);
      expect((await errorOf(res)).code).toBe('cross_origin_request');
    }
  });

  it('lets sign-in through from this origin without a token: there is no session yet', async () => {
    const res = await post('/dashboard/api/login', { origin });
    expect(res.status).toBe(200);
  });

  it("refuses a signed-in change without the session's CSRF token, or with another", async () => {
    for (const token of [undefined, 'another-token', `${session.csrfToken}x`]) {
      const res = await post('/dashboard/api/keys', {
        origin,
        'x-test-session': '1',
        ...(token !== undefined && { 'x-csrf-token': token }),
      });
      expect(res.status).toBe(403);
      expect((await errorOf(res)).code).toBe('csrf_token_invalid');
    }
  });

  it("lets a signed-in change through with the session's token, with or without Origin", async () => {
    const origins: Record<string, string>[] = [{ origin }, {}];
    for (const extra of origins) {
      const res = await post('/dashboard/api/keys', {
        ...extra,
        'x-test-session': '1',
        'x-csrf-token': session.csrfToken,
      });
      expect(res.status).toBe(200);
    }
  });

  it('leaves reads and the /v1 API alone', async () => {
    const read = await fetch(`${mini.url}/dashboard/api/keys`, {
      headers: { origin: 'https://evil.example', 'x-test-session': '1' },
    });
    expect(read.status).toBe(200);
    const api = await post('/v1/generate', { origin: 'https://evil.example' });
    expect(api.status).toBe(200);
  });
});
