import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startService, type TestKey, type TestService } from '../support/service.js';

const VALID = {
  context: 'Quarterly review',
  tone: 'formal',
  recipient: 'manager',
  purpose: 'meeting_request',
};

let service: TestService;
let key: TestKey;

beforeAll(async () => {
  service = await startService();
  key = await service.createKey({ plan: 'enterprise' });
});
afterAll(() => service.close());

const generate = (body: unknown) =>
  service.request('POST', '/v1/generate', { key: key.apiKey, body });

describe('POST /v1/generate — errors', () => {
  it('lists every missing field in details', async () => {
    const res = await generate({});
    expect(res.status).toBe(400);
    expect(res.body.error.type).toBe('invalid_request_error');
    const params = res.body.error.details.map((d: { param: string }) => d.param).sort();
    expect(params).toEqual(['context', 'purpose', 'recipient', 'tone']);
  });

  it('names the allowed values of an unknown tone', async () => {
    const res = await generate({ ...VALID, tone: 'sarcastic' });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('invalid_parameter');
    expect(res.body.error.param).toBe('tone');
    expect(res.body.error.message).toContain('professional');
    expect(res.body.error.message).toContain('diplomatic');
  });

  it('reports all problems at once: wrong types, bad purpose, unknown field', async () => {
    const res = await generate({ ...VALID, context: 42, purpose: 'Follow Up!', colour: 'red' });
    expect(res.status).toBe(400);
    const params = res.body.error.details.map((d: { param: string }) => d.param);
    expect(params).toEqual(expect.arrayContaining(['context', 'purpose', 'colour']));
    const unknown = res.body.error.details.find((d: { param: string }) => d.param === 'colour');
    expect(unknown.code).toBe('unknown_parameter');
  });

  it('rejects empty and over-long text', async () => {
    expect((await generate({ ...VALID, context: '' })).status).toBe(400);
    const long = await generate({ ...VALID, context: 'x'.repeat(5001) });
    expect(long.status).toBe(400);
    expect(long.body.error.message).toContain('5000');
  });

  it('answers malformed JSON with 400 invalid_json', async () => {
    const res = await service.request('POST', '/v1/generate', {
      key: key.apiKey,
      raw: '{"context": "x",',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('invalid_json');
  });

  it('answers a JSON value that is not an object with 400', async () => {
    for (const raw of ['[]', '"text"', '42', 'null']) {
      const res = await service.request('POST', '/v1/generate', {
        key: key.apiKey,
        raw,
        headers: { 'content-type': 'application/json' },
      });
      expect(res.status).toBe(400);
    }
  });

  it('answers a missing body with 400 and a non-JSON body with 415', async () => {
    const empty = await service.request('POST', '/v1/generate', { key: key.apiKey });
    expect(empty.status).toBe(400);
    const form = await service.request('POST', '/v1/generate', {
      key: key.apiKey,
      raw: 'context=hello',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(form.status).toBe(415);
    expect(form.body.error.code).toBe('unsupported_media_type');
  });

  it('answers a body over 64 KiB with 413', async () => {
    const res = await generate({ ...VALID, context: 'a'.repeat(70 * 1024) });
    expect(res.status).toBe(413);
    expect(res.body.error.code).toBe('body_too_large');
  });

  it('treats purposes and recipients named like object internals as ordinary words', async () => {
    // Found by the fuzz test: `constructor` once reached Object.prototype and caused a 500.
    for (const word of ['constructor', 'hasownproperty', 'valueof', 'tostring']) {
      const res = await generate({ ...VALID, purpose: word, recipient: word });
      expect(res.status).toBe(200);
      expect(res.body.email.content.length).toBeGreaterThan(40);
    }
  });

  it('answers an unknown template with 404 template_not_found', async () => {
    const res = await generate({ template_id: 'no-such-template' });
    expect(res.status).toBe(404);
    expect(res.body.error.code).toBe('template_not_found');
  });

  it('answers 400 naming every required template variable left out', async () => {
    const res = await generate({
      template_id: 'sales-follow-up-after-demo',
      variables: { product_name: 'Mailwright', pain_point: '  ' },
    });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('missing_parameter');
    expect(res.body.error.param).toBe('variables.pain_point');
    expect(res.body.error.message).toContain('sales-follow-up-after-demo');
    const none = await generate({ template_id: 'sales-follow-up-after-demo' });
    expect(none.body.error.details.map((d: { param: string }) => d.param)).toEqual([
      'variables.product_name',
      'variables.pain_point',
    ]);
  });

  it('answers 402 when credits cannot cover the request, and charges nothing', async () => {
    const poor = await service.createKey({ plan: 'free' });
    const { meter } = service.deps.state;
    const before = await meter.balance(poor.accountId);
    const drained = await meter.reserve(poor.accountId, before.total - 5);
    expect(drained.ok).toBe(true);
    const res = await service.request('POST', '/v1/generate', { key: poor.apiKey, body: VALID });
    expect(res.status).toBe(402);
    expect(res.body.error.code).toBe('insufficient_credits');
    expect(res.body.error.type).toBe('billing_error');
    // True of every account, one made with --no-allowance included: no "wait for the allowance".
    expect(res.body.error.message).not.toMatch(/allowance/i);
    expect((await meter.balance(poor.accountId)).total).toBe(5);
  });
});
