/**
 * Property test: whatever a careless or hostile caller sends to any operation, the answer
 * is never a 500 and always a JSON body the spec describes (the service's request helper
 * fails the test on any response outside the spec).
 */
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import fc from 'fast-check';
import { request } from 'node:http';
import { startService, type TestKey, type TestService } from '../support/service.js';

/** Each property sends up to 120 requests; on a loaded 2-core machine that can pass 30 s. */
const PROPERTY_TIMEOUT_MS = 120_000;
jest.setTimeout(PROPERTY_TIMEOUT_MS);

let service: TestService;
let key: TestKey;

beforeAll(async () => {
  service = await startService();
  key = await service.createKey({
    plan: 'enterprise',
    limit: { requests: 1_000_000, windowSeconds: 3600 },
  });
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
