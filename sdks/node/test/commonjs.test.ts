/** The CommonJS build offers the same client as the ES module build. */
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { test } from 'node:test';
import * as esm from 'mailwright';

test('require("mailwright") gives the same API as import', () => {
  const cjs = createRequire(import.meta.url)('mailwright') as typeof esm;
  assert.equal(typeof cjs.Mailwright, 'function');
  assert.equal(cjs.default, cjs.Mailwright);
  assert.deepEqual(Object.keys(cjs).sort(), Object.keys(esm).sort());
  const client = new cjs.Mailwright({ apiKey: 'mw_test_x', baseURL: 'http://127.0.0.1:9/' });
  assert.equal(client.baseURL, 'http://127.0.0.1:9');
  assert.equal(typeof client.emails.generate, 'function');
});

test('a client without a key fails at construction, naming the variable', () => {
  const saved = process.env.MAILWRIGHT_API_KEY;
  delete process.env.MAILWRIGHT_API_KEY;
  try {
    assert.throws(() => new esm.Mailwright(), /MAILWRIGHT_API_KEY/);
  } finally {
    if (saved !== undefined) process.env.MAILWRIGHT_API_KEY = saved;
  }
});
