/**
 * jsonBody parses a JSON body only for an operation that takes one and only when one was
 * sent: 415 for another media type, 413 past the limit, 400 for broken JSON or a body that
 * is not what its Content-Encoding says.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { gzipSync } from 'node:zlib';
import { jsonBody } from '../../../src/http/middleware/body.js';
import type { Mini } from '../../support/mini.js';
import { errorOf, pipeline, testDeps, type Seen, type TestDeps } from './pipeline.js';

const LIMIT = 1024;

let deps: TestDeps;
let mini: Mini;

beforeAll(async () => {
  deps = testDeps({ BODY_LIMIT_BYTES: String(LIMIT) });
  mini = await pipeline(deps, [jsonBody(LIMIT)]);
});
afterAll(async () => {
  await mini.close();
  await deps.dispose();
});

const post = (path: string, body: string | Buffer, headers: Record<string, string>) =>
  fetch(mini.url + path, { method: 'POST', body, headers });

const JSON_TYPE = { 'content-type': 'application/json' };

describe('jsonBody middleware', () => {
  it('parses a JSON body for an operation that takes one', async () => {
    const res = await post('/v1/generate', '{"tone":"friendly","n":[1,2]}', JSON_TYPE);
    expect(res.status).toBe(200);
    expect(((await res.json()) as Seen).body).toEqual({ tone: 'friendly', n: [1, 2] });
  });

  it('accepts a charset parameter and a gzip-encoded body', async () => {
    const res = await post('/v1/generate', gzipSync('{"tone":"formal"}'), {
      'content-type': 'application/json; charset=utf-8',
      'content-encoding': 'gzip',
    });
    expect(((await res.json()) as Seen).body).toEqual({ tone: 'formal' });
  });

  it('refuses another media type with 415', async () => {
    const res = await post('/v1/generate', 'tone=friendly', {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(res.status).toBe(415);
    expect((await errorOf(res)).code).toBe('unsupported_media_type');
  });

  it('refuses a body past the limit with 413', async () => {
    const big = JSON.stringify({ context: 'x'.repeat(LIMIT) });
    const res = await post('/v1/generate', big, JSON_TYPE);
    expect(res.status).toBe(413);
    const error = await errorOf(res);
    expect(error.code).toBe('body_too_large');
    expect(error.message).toContain(String(LIMIT));
  });

  it('refuses broken JSON and a bare JSON value with 400 invalid_json', async () => {
    for (const body of ['{"tone": ', '"just a string"']) {
      const res = await post('/v1/generate', body, JSON_TYPE);
      expect(res.status).toBe(400);
      expect((await errorOf(res)).code).toBe('invalid_json');
    }
  });

  it('refuses a body that is not what its Content-Encoding says with 400', async () => {
    const res = await post('/v1/generate', '{"tone":"formal"}', {
      ...JSON_TYPE,
      'content-encoding': 'gzip',
    });
    expect(res.status).toBe(400);
    expect((await errorOf(res)).code).toBe('invalid_content_encoding');
  });

  it('leaves the body alone for an operation that takes none, and when none was sent', async () => {
    // logOut takes no body: whatever is sent is not read, so its type does not matter.
    const ignored = await post('/dashboard/api/logout', 'not json', {
      'content-type': 'text/plain',
    });
    expect(ignored.status).toBe(200);
    expect(((await ignored.json()) as Seen).body).toBeNull();
    const empty = await fetch(`${mini.url}/v1/generate`, { method: 'POST' });
    expect(empty.status).toBe(200);
    expect(((await empty.json()) as Seen).body).toBeNull();
  });
});
