import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import express from 'express';
import { requestId } from '../../../src/http/middleware/requestId.js';
import { varsOf } from '../../../src/http/vars.js';
import { serve, type Mini } from '../../support/mini.js';

let mini: Mini;
beforeAll(async () => {
  const app = express();
  app.use(requestId());
  app.get('/', (req, res) => {
    res.json({ seen: varsOf(req).requestId });
  });
  mini = await serve(app);
});
afterAll(() => mini.close());

async function idOf(header?: string) {
  const res = await fetch(mini.url, { headers: header ? { 'x-request-id': header } : {} });
  const { seen } = (await res.json()) as { seen: string };
  return { echoed: res.headers.get('x-request-id'), seen };
}

describe('requestId middleware', () => {
  it("keeps the caller's well-formed id, in the header and in the request's variables", async () => {
    expect(await idOf('trace-0123456789')).toEqual({
      echoed: 'trace-0123456789',
      seen: 'trace-0123456789',
    });
  });

  it('replaces a missing or malformed id with a new one', async () => {
    for (const given of [undefined, 'short', 'has spaces in it', 'x'.repeat(129)]) {
      const { echoed, seen } = await idOf(given);
      expect(echoed).toMatch(/^req_[A-Za-z0-9_-]{16}$/);
      expect(seen).toBe(echoed);
    }
  });

  it('gives each request its own id', async () => {
    const [a, b] = await Promise.all([idOf(), idOf()]);
    expect(a.echoed).not.toBe(b.echoed);
  });
});
