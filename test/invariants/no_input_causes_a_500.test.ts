/**
 * Property test: whatever a careless or hostile caller sends to any operation, the answer
 * is never a 500 and always a JSON body the spec describes (the service's request helper
 * fails the test on any response outside the spec).
 */
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import fc from 'fast-check';
import { request } from 'node:http';
import { connect } from 'node:net';
import { gzipSync } from 'node:zlib';
import { loadSpec } from '../../src/http/spec.js';
import { dashboard, uniqueEmail, type DashboardClient } from '../support/dashboard.js';
import { startService, type TestKey, type TestService } from '../support/service.js';

/** Each property sends up to 120 requests; on a loaded 2-core machine that can pass 30 s. */
const PROPERTY_TIMEOUT_MS = 120_000;
jest.setTimeout(PROPERTY_TIMEOUT_MS);

let service: TestService;
let key: TestKey;
let user: DashboardClient;

beforeAll(async () => {
  service = await startService();
  key = await service.createKey({
    plan: 'enterprise',
    limit: { requests: 1_000_000, windowSeconds: 3600 },
  });
  user = dashboard(service);
  await user.signUp(uniqueEmail());
});
afterAll(() => service.close());

const hostileString = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme', maxLength: 200 }),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    '\uFFFF',
    '\uD800',
    '{{context}}',
    '__proto__',
    'constructor',
    '<script>alert(1)</script>',
    "'; DROP TABLE accounts; --",
    '%s%n',
    '../../etc/passwd',
    'x'.repeat(6000),
  ),
);
const anyJson = fc.oneof(fc.jsonValue({ maxDepth: 3 }), hostileString);

const VALID_GENERATE = {
  context: 'Budget review',
  tone: 'formal',
  recipient: 'executive',
  purpose: 'meeting_request',
};
const VALID_IMPROVE = {
  content: 'Hi,\n\nI recieved it.\n\nThanks',
  improvements: ['spelling'],
  tone: 'friendly',
};

function mutated(valid: Record<string, unknown>, extraKeys: string[]) {
  return fc
    .record({
      field: fc.constantFrom(...Object.keys(valid), ...extraKeys),
      value: anyJson,
      drop: fc.boolean(),
    })
    .map(({ field, value, drop }) => {
      const body: Record<string, unknown> = { ...valid };
      if (drop) delete body[field];
      else body[field] = value;
      return body;
    });
}

async function expectNo500(status: number, body: any) {
  expect(status).toBeLessThan(500);
  expect(typeof body?.success).toBe('boolean');
}

describe('no input causes a 500', () => {
  it.each([
    [
      '/v1/generate',
      VALID_GENERATE,
      [
        'additional_notes',
        'recipient_name',
        'sender_name',
        'length',
        'language',
        'template_id',
        'variables',
        '__proto__',
      ],
    ],
    ['/v1/improve', VALID_IMPROVE, ['__proto__', 'subject']],
  ])('POST %s with mutated and arbitrary bodies', async (path, valid, extra) => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(mutated(valid, extra), anyJson), async (body) => {
        const res = await service.request('POST', path, { key: key.apiKey, body });
        await expectNo500(res.status, res.body);
      }),
      { numRuns: 120 },
    );
  });

  it('POST with raw bytes and odd content types', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.string(),
          fc.uint8Array({ maxLength: 300 }).map((a) => Buffer.from(a)),
        ),
        fc.constantFrom(
          'application/json',
          'application/json; charset=utf-16',
          'text/plain',
          'application/x-www-form-urlencoded',
          'application/json; charset=latin1',
        ),
        async (raw, type) => {
          const res = await service.request('POST', '/v1/generate', {
            key: key.apiKey,
            raw,
            headers: { 'content-type': type },
          });
          await expectNo500(res.status, res.body);
        },
      ),
      { numRuns: 80 },
    );
  });

  it(
    'GET with arbitrary query strings',
    async () => {
      const queryPart = fc.tuple(
        fc.constantFrom(
          'limit',
          'offset',
          'category',
          'period',
          'granularity',
          'start',
          'end',
          'x',
          'limit[]',
          'period[a]',
        ),
        fc.oneof(
          fc.string(),
          fc.integer().map(String),
          fc.constantFrom('day', 'hour', '1e3', '-0', 'NaN', '2026-13-45T99:00:00Z'),
        ),
      );
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom('/v1/templates', '/v1/usage'),
          fc.array(queryPart, { maxLength: 4 }),
          async (path, parts) => {
            const query = parts
              .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`)
              .join('&');
            const res = await service.request('GET', `${path}?${query}`, { key: key.apiKey });
            await expectNo500(res.status, res.body);
          },
        ),
        { numRuns: 120 },
      );
    },
    PROPERTY_TIMEOUT_MS,
  );

  it(
    'GET with arbitrary template ids',
    async () => {
      await fc.assert(
        // "." and ".." are dot segments a URL client resolves away (RFC 3986 5.2.4); they
        // are sent as they are below.
        fc.asyncProperty(
          fc.string({ maxLength: 120 }).filter((id) => !/^\.{1,2}$/.test(id)),
          async (id) => {
            const res = await service.request('GET', `/v1/templates/${encodeURIComponent(id)}`, {
              key: key.apiKey,
            });
            await expectNo500(res.status, res.body);
          },
        ),
        { numRuns: 80 },
      );
    },
    PROPERTY_TIMEOUT_MS,
  );

  it.each(['/v1/templates/.', '/v1/templates/..', '/v1/templates/%2E', '/v1/templates/%2e%2E'])(
    'GET %s sent as written is a 4xx or the list, never a 500',
    async (path) => {
      const { hostname, port } = new URL(service.url);
      const { status, body } = await new Promise<{ status: number; body: string }>(
        (resolve, reject) => {
          const req = request(
            { hostname, port, path, headers: { authorization: `Bearer ${key.apiKey}` } },
            (res) => {
              let text = '';
              res.on('data', (c: Buffer) => (text += c.toString()));
              res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
            },
          );
          req.on('error', reject);
          req.end();
        },
      );
      expect(status).toBeLessThan(500);
      expect(JSON.parse(body)).toHaveProperty('success', status < 400);
    },
  );

  it('arbitrary Authorization headers get 401, never a 500', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.string({ maxLength: 200 }).filter((s) => /^[\x20-\x7e]*$/.test(s)),
        async (auth) => {
          const res = await service.request('GET', '/v1/templates', {
            headers: { authorization: auth },
          });
          expect(res.status).toBe(401);
        },
      ),
      { numRuns: 80 },
    );
  });
});

/** Characters that must never reach a subject or a header: C0, DEL, C1, Unicode breaks. */
// eslint-disable-next-line no-control-regex -- these are the characters being hunted
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;
const controlChar = fc
  .oneof(
    fc.integer({ min: 0, max: 0x1f }),
    fc.integer({ min: 0x7f, max: 0x9f }),
    fc.constantFrom(0x2028, 0x2029),
  )
  .map((c) => String.fromCharCode(c));
/** Text with control characters, CR/LF and header-looking lines mixed in. */
const textWithControls = fc
  .array(
    fc.oneof(
      fc.string({ maxLength: 12 }),
      controlChar,
      fc.constantFrom('\r\n', '\r\nBcc: x@example.com', '\n\n'),
    ),
    {
      minLength: 1,
      maxLength: 12,
    },
  )
  .map((parts) => parts.join(''))
  .filter((t) => t.trim() !== '');

/** The raw answer to bytes written straight to the socket: status line, headers, body. */
function rawExchange(
  bytes: string | Buffer,
): Promise<{ status: number; head: string; body: string }> {
  const { hostname, port } = new URL(service.url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => socket.end(bytes));
    const chunks: Buffer[] = [];
    socket.on('data', (c: Buffer) => chunks.push(c));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('latin1');
      const at = text.indexOf('\r\n\r\n');
      resolve({
        status: Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0),
        head: text.slice(0, at),
        body: text.slice(at + 4),
      });
    });
    socket.setTimeout(20_000, () => socket.destroy(new Error('no answer within 20 s')));
  });
}

function expectEnvelope(answer: { status: number; head: string; body: string }) {
  expect(answer.status).toBeGreaterThanOrEqual(200);
  expect(answer.status).toBeLessThan(500);
  if (answer.status >= 400 && answer.body !== '') {
    expect(JSON.parse(answer.body)).toMatchObject({
      success: false,
      error: { code: expect.any(String) },
    });
  }
}

/** Every path of the spec with its parameters filled, plus paths no operation has. */
const SPEC_PATHS = Object.keys(loadSpec().paths ?? {}).map((p) =>
  p.replace(
    '{id}',
    p.startsWith('/v1/templates') ? 'sales-follow-up-after-demo' : 'key_doesnotexist',
  ),
);
const ALL_PATHS = [
  ...SPEC_PATHS,
  '/',
  '/v1',
  '/v1/templates/',
  '/nowhere',
  '/openapi.json',
  '/docs',
];

describe('no input causes a 500 — encodings, headers, methods and control characters', () => {
  it('a malformed percent-encoding in any path parameter is a 4xx', async () => {
    const malformed = fc
      .tuple(
        fc.string({ maxLength: 6 }).map(encodeURIComponent),
        fc.constantFrom('%', '%E0%A4%A', '%zz', '%C3', '%ED%A0%80', '%F0%9F', '%%41'),
        fc.string({ maxLength: 6 }).map(encodeURIComponent),
      )
      .map(([a, bad, b]) => `${a}${bad}${b}`);
    await fc.assert(
      fc.asyncProperty(malformed, fc.boolean(), async (id, onDashboard) => {
        const res = onDashboard
          ? await user.request('POST', `/dashboard/api/keys/${id}/revoke`)
          : await service.request('GET', `/v1/templates/${id}`, { key: key.apiKey });
        expect(res.status).toBeGreaterThanOrEqual(400);
        expect(res.status).toBeLessThan(500);
      }),
      { numRuns: 60 },
    );
  });

  it('any Content-Encoding on any body, true or not, is a 4xx or a success', async () => {
    const bodies = fc.oneof(
      fc.constant(Buffer.from(JSON.stringify(VALID_IMPROVE))),
      fc.constant(gzipSync(Buffer.from(JSON.stringify(VALID_IMPROVE)))),
      fc.constant(gzipSync(Buffer.from(JSON.stringify(VALID_IMPROVE))).subarray(0, 15)),
      fc.uint8Array({ maxLength: 200 }).map((a) => Buffer.from(a)),
    );
    const encodings = fc.oneof(
      fc.constantFrom(
        'gzip',
        'deflate',
        'br',
        'x-gzip',
        'compress',
        'zstd',
        'identity',
        'gzip, deflate',
        'GZIP',
        '',
      ),
      fc.stringMatching(/^[a-z0-9-]{1,10}$/),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(
          '/v1/improve',
          '/v1/generate',
          '/dashboard/api/keys',
          '/dashboard/api/login',
        ),
        encodings,
        bodies,
        async (path, encoding, raw) => {
          const headers = { 'content-type': 'application/json', 'content-encoding': encoding };
          const res = path.startsWith('/dashboard')
            ? await user.request('POST', path, { raw, headers })
            : await service.request('POST', path, { key: key.apiKey, raw, headers });
          expect(res.status).toBeLessThan(500);
          expect(typeof res.body?.success).toBe('boolean');
        },
      ),
      { numRuns: 80 },
    );
  });

  it('control characters and CR/LF in every field that reaches a subject never reach it', async () => {
    const fields = fc.record({
      context: textWithControls,
      additional_notes: textWithControls,
      recipient: textWithControls.map((t) => t.slice(0, 100)),
      recipient_name: textWithControls.map((t) => t.slice(0, 100)),
      sender_name: textWithControls.map((t) => t.slice(0, 100)),
      product_name: textWithControls,
      pain_point: textWithControls,
    });
    await fc.assert(
      fc.asyncProperty(fields, fc.integer({ min: 0, max: 2 }), async (f, shape) => {
        const { product_name, pain_point, ...rest } = f;
        const body =
          shape === 0
            ? { ...rest, tone: 'formal', purpose: 'follow_up' }
            : shape === 1
              ? {
                  template_id: 'sales-follow-up-after-demo',
                  variables: { product_name, pain_point, proposed_time: f.context },
                  sender_name: f.sender_name,
                }
              : undefined;
        const res =
          body === undefined
            ? await service.request('POST', '/v1/improve', {
                key: key.apiKey,
                body: {
                  content: `Subject: ${f.context}\n\n${f.additional_notes}`,
                  improvements: ['subject_line', 'grammar'],
                },
              })
            : await service.request('POST', '/v1/generate', { key: key.apiKey, body });
        expect(res.status).toBeLessThan(500);
        if (res.status === 200 && res.body.email.subject !== undefined) {
          expect(res.body.email.subject).not.toMatch(CONTROL);
        }
      }),
      { numRuns: 60 },
    );
  });

  it('control characters in header values are refused before routing, in the envelope', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(
          'X-Request-Id',
          'Idempotency-Key',
          'Authorization',
          'X-CSRF-Token',
          'Cookie',
          'Content-Type',
        ),
        textWithControls,
        async (name, value) => {
          const answer = await rawExchange(
            `POST /v1/generate HTTP/1.1\r\nHost: x\r\nConnection: close\r\n${name}: ${value}\r\nContent-Length: 2\r\n\r\n{}`,
          );
          expectEnvelope(answer);
          const echoed = /^X-Request-Id: (.*)$/im.exec(answer.head)?.[1] ?? '';
          expect(echoed).toMatch(/^[A-Za-z0-9._:-]+$/);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('oversized headers get a 431 in the envelope, never a hang', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 64 }),
        fc.integer({ min: 1, max: 40 }),
        async (count, kib) => {
          const filler = Array.from(
            { length: count },
            (_, i) => `X-Fill-${i}: ${'a'.repeat(Math.ceil((kib * 1024) / count))}\r\n`,
          ).join('');
          const answer = await rawExchange(
            `GET /v1/templates HTTP/1.1\r\nHost: x\r\nConnection: close\r\n${filler}\r\n`,
          );
          expectEnvelope(answer);
          if (kib > 16) expect(answer.status).toBe(431);
        },
      ),
      { numRuns: 30 },
    );
  });

  it('every method on every path is a documented answer, never a 500', async () => {
    const methods = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];
    for (const path of ALL_PATHS) {
      // fetch refuses TRACE; it goes over the socket.
      const trace = await rawExchange(
        `TRACE ${path} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`,
      );
      expect({ path, trace: [404, 405].includes(trace.status) }).toEqual({ path, trace: true });
      expectEnvelope(trace);
      for (const method of methods) {
        const withBody = !['GET', 'HEAD'].includes(method);
        const res = path.startsWith('/dashboard')
          ? await user.request(method, path, withBody ? { body: {} } : {})
          : await service.request(method, path, { key: key.apiKey, ...(withBody && { body: {} }) });
        expect({ method, path, status: res.status < 500 }).toEqual({ method, path, status: true });
        if (method !== 'HEAD' && res.status >= 400) expect(res.body?.success).toBe(false);
      }
      // An unknown query parameter is a declared 400 or ignored, never an undeclared status.
      const probed = path.startsWith('/dashboard')
        ? await user.request('GET', `${path}?t=1`)
        : await service.request('GET', `${path}?t=1`, { key: key.apiKey });
      expect(probed.status).toBeLessThan(500);
    }
  });
});
