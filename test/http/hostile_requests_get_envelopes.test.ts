/**
 * Regressions for the defects found from outside: each request below once got a 500, an
 * answer the spec does not declare, or Node's bare status line. Every answer now is a
 * declared status with the error envelope (the test client checks each against the spec).
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { request as httpRequest } from 'node:http';
import { brotliCompressSync, deflateSync, gzipSync } from 'node:zlib';
import { dashboard, uniqueEmail, uniqueIp } from '../support/dashboard.js';
import { startService, type TestKey, type TestService } from '../support/service.js';

let service: TestService;
let key: TestKey;

beforeAll(async () => {
  service = await startService({ TRUST_PROXY: 'true', MAX_ACTIVE_KEYS: '3' });
  key = await service.createKey({ plan: 'professional' });
});
afterAll(() => service.close());

/** Sends the path exactly as written (fetch would normalise it) and reads the raw answer. */
function raw(
  method: string,
  path: string,
  headers: Record<string, string> = {},
  body?: Buffer,
): Promise<{ status: number; headers: Record<string, unknown>; text: string }> {
  const { hostname, port } = new URL(service.url);
  return new Promise((resolve, reject) => {
    const req = httpRequest({ hostname, port, path, method, headers }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (text += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

const auth = () => ({ authorization: `Bearer ${key.apiKey}` });

describe('malformed percent-encoding in a path parameter', () => {
  it.each(['%E0%A4%A', '%', '%zz', '%C3', 'a%FFb'])(
    'GET /v1/templates/%s is a 400 naming id',
    async (id) => {
      const res = await service.request('GET', `/v1/templates/${id}`, { key: key.apiKey });
      expect(res.status).toBe(400);
      expect(res.body.error).toMatchObject({ code: 'invalid_parameter', param: 'id' });
    },
  );

  it('the dashboard revoke path too, signed in or not', async () => {
    const anonymous = await service.request('POST', '/dashboard/api/keys/%E0%A4%A/revoke');
    expect(anonymous.status).toBe(400);
    const user = dashboard(service, uniqueIp());
    await user.signUp(uniqueEmail());
    const res = await user.request('POST', '/dashboard/api/keys/%E0%A4%A/revoke');
    expect(res.status).toBe(400);
    expect(res.body.error.param).toBe('id');
  });
});

describe('paths and query parameters outside the contract', () => {
  it('GET /v1/templates/ is not the list: no operation has that path', async () => {
    const res = await service.request('GET', '/v1/templates/', { key: key.apiKey });
    expect(res.status).toBe(404);
    expect(res.body.error.code).toBe('route_not_found');
  });

  it.each(['/healthz?t=1', '/readyz?probe=lb&x[]=1'])('%s ignores its query', async (path) => {
    const res = await service.request('GET', path);
    expect(res.status).toBe(200);
  });

  it('GET /dashboard/api/session ignores its query; GET /dashboard/api/keys declares its 400', async () => {
    const user = dashboard(service, uniqueIp());
    await user.signUp(uniqueEmail());
    expect((await user.request('GET', '/dashboard/api/session?t=1')).status).toBe(200);
    const keys = await user.request('GET', '/dashboard/api/keys?t=1');
    expect(keys.status).toBe(400);
    expect(keys.body.error.code).toBe('unknown_parameter');
  });

  it('an over-long key id on revoke is a declared 400', async () => {
    const user = dashboard(service, uniqueIp());
    await user.signUp(uniqueEmail());
    const res = await user.request('POST', `/dashboard/api/keys/${'k'.repeat(200)}/revoke`);
    expect(res.status).toBe(400);
    expect(res.body.error.param).toBe('id');
  });
});

describe('bodies that lie about their Content-Encoding', () => {
  const json = Buffer.from(JSON.stringify({ content: 'Hi team, thanks.' }));
  it.each(['gzip', 'deflate', 'br', 'GZIP'])(
    'Content-Encoding: %s on plain JSON is a 400',
    async (encoding) => {
      const res = await service.request('POST', '/v1/improve', {
        key: key.apiKey,
        raw: json,
        headers: { 'content-type': 'application/json', 'content-encoding': encoding },
      });
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe('invalid_content_encoding');
    },
  );

  const compressors: [string, (b: Buffer) => Buffer][] = [
    ['gzip', (b) => gzipSync(b)],
    ['deflate', (b) => deflateSync(b)],
    ['br', (b) => brotliCompressSync(b)],
  ];
  it.each(compressors)('a body really compressed with %s is read', async (encoding, compress) => {
    const res = await service.request('POST', '/v1/improve', {
      key: key.apiKey,
      raw: compress(json),
      headers: { 'content-type': 'application/json', 'content-encoding': encoding },
    });
    expect(res.status).toBe(200);
  });

  it('a truncated gzip body is a 400 too', async () => {
    const res = await service.request('POST', '/v1/improve', {
      key: key.apiKey,
      raw: gzipSync(json).subarray(0, 12),
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
    });
    expect(res.status).toBe(400);
  });

  it('an encoding nobody supports is a 415', async () => {
    const res = await service.request('POST', '/v1/improve', {
      key: key.apiKey,
      raw: json,
      headers: { 'content-type': 'application/json', 'content-encoding': 'compress' },
    });
    expect(res.status).toBe(415);
  });
});

describe('HEAD', () => {
  it('HEAD /healthz is 200 with the headers and no body', async () => {
    const res = await raw('HEAD', '/healthz');
    expect(res.status).toBe(200);
    expect(res.text).toBe('');
    expect(res.headers['content-type']).toMatch(/^application\/json/);
  });

  it('HEAD works on every GET of the API, with the same status as GET', async () => {
    for (const path of [
      '/readyz',
      '/v1/templates',
      '/v1/templates/sales-follow-up-after-demo',
      '/v1/usage',
      '/openapi.json',
      '/docs',
    ]) {
      const head = await raw('HEAD', path, auth());
      const get = await raw('GET', path, auth());
      expect({ path, status: head.status, body: head.text }).toEqual({
        path,
        status: get.status,
        body: '',
      });
    }
    const unauthenticated = await raw('HEAD', '/v1/templates');
    expect(unauthenticated.status).toBe(401);
  });
});

describe('server-level client errors', () => {
  it('an over-large header section is a 431 in the envelope', async () => {
    const res = await raw('GET', '/healthz', { 'x-filler': 'a'.repeat(20_000) });
    expect(res.status).toBe(431);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    const body = JSON.parse(res.text);
    expect(body).toMatchObject({ success: false, error: { code: 'headers_too_large' } });
    expect(body.request_id).toBe(res.headers['x-request-id']);
  });

  it('a malformed request line is a 400 in the envelope', async () => {
    const { port } = new URL(service.url);
    const { connect } = await import('node:net');
    const text = await new Promise<string>((resolve, reject) => {
      const socket = connect(Number(port), '127.0.0.1', () =>
        socket.write('GET /\x01 HTTP/1.1\r\n\r\n'),
      );
      let got = '';
      socket.on('data', (c) => (got += c.toString()));
      socket.on('end', () => resolve(got));
      socket.on('error', reject);
    });
    expect(text).toMatch(/^HTTP\/1\.1 400 /);
    expect(JSON.parse(text.slice(text.indexOf('\r\n\r\n') + 4))).toMatchObject({
      success: false,
      error: { code: 'malformed_request' },
    });
  });
});

describe('the served spec says where it is served', () => {
  it('defaults to the listening address', async () => {
    const res = await service.request('GET', '/openapi.json');
    expect(res.body.servers).toEqual([{ url: service.url, description: expect.any(String) }]);
  });

  it('uses PUBLIC_URL when set', async () => {
    const other = await startService({ PUBLIC_URL: 'https://mail.example.com/api/' });
    try {
      const res = await other.request('GET', '/openapi.json');
      expect(res.body.servers.map((s: { url: string }) => s.url)).toEqual([
        'https://mail.example.com/api',
      ]);
    } finally {
      await other.close();
    }
  });
});

describe('active keys per account', () => {
  it('refuses the key past MAX_ACTIVE_KEYS with 409, and allows one again after a revoke', async () => {
    const user = dashboard(service, uniqueIp());
    await user.signUp(uniqueEmail());
    const made = [];
    for (let i = 0; i < 3; i++) {
      const res = await user.request('POST', '/dashboard/api/keys', { body: { name: `k${i}` } });
      expect(res.status).toBe(201);
      made.push(res.body.key.id);
    }
    const refused = await user.request('POST', '/dashboard/api/keys', {
      body: { name: 'one more' },
    });
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe('key_limit_reached');
    expect(refused.body.error.message).toContain('3 active keys');
    expect((await user.request('POST', `/dashboard/api/keys/${made[0]}/revoke`)).status).toBe(200);
    expect(
      (await user.request('POST', '/dashboard/api/keys', { body: { name: 'again' } })).status,
    ).toBe(201);
  });

  it('pages the key list like the templates list', async () => {
    const user = dashboard(service, uniqueIp());
    await user.signUp(uniqueEmail());
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      ids.unshift(
        (await user.request('POST', '/dashboard/api/keys', { body: { name: `k${i}` } })).body.key
          .id,
      );
    }
    const first = await user.request('GET', '/dashboard/api/keys?limit=2');
    expect(first.body.pagination).toEqual({ total: 3, limit: 2, offset: 0, has_more: true });
    const second = await user.request('GET', '/dashboard/api/keys?limit=2&offset=2');
    expect(second.body.pagination).toEqual({ total: 3, limit: 2, offset: 2, has_more: false });
    expect([...first.body.data, ...second.body.data].map((k: { id: string }) => k.id)).toEqual(ids);
    expect((await user.request('GET', '/dashboard/api/keys?limit=0')).status).toBe(400);
  });
});
