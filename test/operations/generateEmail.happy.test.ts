import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startService, type TestKey, type TestService } from '../support/service.js';

const ORIGINAL_EXAMPLE = {
  context: 'Follow up on project proposal meeting',
  tone: 'professional',
  recipient: 'client',
  purpose: 'follow_up',
  additional_notes: 'Meeting was yesterday, they seemed interested',
};

let service: TestService;
let key: TestKey;

beforeAll(async () => {
  service = await startService();
  key = await service.createKey({ plan: 'professional' });
});
afterAll(() => service.close());

describe('POST /v1/generate — happy path', () => {
  it('answers the original documentation example with every documented field and type', async () => {
    const res = await service.request('POST', '/v1/generate', {
      key: key.apiKey,
      body: ORIGINAL_EXAMPLE,
    });
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    const { email, usage } = res.body;
    expect(typeof email.subject).toBe('string');
    expect(email.subject.length).toBeGreaterThanOrEqual(3);
    expect(typeof email.content).toBe('string');
    expect(email.tone).toBe('professional');
    expect(Number.isInteger(email.word_count)).toBe(true);
    expect(email.word_count).toBe(email.content.trim().split(/\s+/).length);
    expect(Number.isInteger(usage.tokens_used)).toBe(true);
    expect(usage.tokens_used).toBeGreaterThan(0);
    expect(Number.isInteger(usage.remaining_credits)).toBe(true);
  });

  it('writes a greeting first, the context and notes in the body, and a sign-off last', async () => {
    const res = await service.request('POST', '/v1/generate', {
      key: key.apiKey,
      body: ORIGINAL_EXAMPLE,
    });
    const lines: string[] = res.body.email.content
      .split('\n')
      .filter((l: string) => l.trim() !== '');
    expect(lines[0]).toContain('[Recipient Name]');
    expect(lines.at(-1)).toBe('[Your Name]');
    expect(res.body.email.content.toLowerCase()).toContain('proposal');
    expect(res.body.email.content.toLowerCase()).toContain('yesterday');
    expect(res.body.email.placeholders).toEqual(
      expect.arrayContaining(['[Recipient Name]', '[Your Name]']),
    );
  });

  it("charges exactly tokens_used: remaining_credits drops by the second call's tokens_used", async () => {
    const first = await service.request('POST', '/v1/generate', {
      key: key.apiKey,
      body: ORIGINAL_EXAMPLE,
    });
    const second = await service.request('POST', '/v1/generate', {
      key: key.apiKey,
      body: { ...ORIGINAL_EXAMPLE, tone: 'friendly', length: 'long' },
    });
    expect(second.status).toBe(200);
    expect(first.body.usage.remaining_credits - second.body.usage.remaining_credits).toBe(
      second.body.usage.tokens_used,
    );
    const balance = await service.deps.state.meter.balance(key.accountId);
    expect(balance.total).toBe(second.body.usage.remaining_credits);
  });

  it('uses recipient_name and sender_name instead of placeholders', async () => {
    const res = await service.request('POST', '/v1/generate', {
      key: key.apiKey,
      body: { ...ORIGINAL_EXAMPLE, recipient_name: 'Dana Whitfield', sender_name: 'Sam Ortiz' },
    });
    expect(res.status).toBe(200);
    expect(res.body.email.content).toContain('Dana');
    expect(res.body.email.content).toContain('Sam Ortiz');
    expect(res.body.email.content).not.toContain('[Recipient Name]');
    expect(res.body.email.content).not.toContain('[Your Name]');
  });

  it('accepts any identifier-like purpose and free-text recipient', async () => {
    const res = await service.request('POST', '/v1/generate', {
      key: key.apiKey,
      body: {
        context: 'Your annual subscription renews on March 3',
        tone: 'friendly',
        recipient: 'Long-time customer',
        purpose: 'renewal_notice',
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.email.content).toContain('March 3');
  });

  it('writes from a catalog template, filling variables and leaving placeholders for the rest', async () => {
    const list = await service.request('GET', '/v1/templates?limit=1', { key: key.apiKey });
    const template = list.body.templates[0];
    // The required variables, from the template's own examples; the optional ones stay out.
    const variables = Object.fromEntries(
      template.variables
        .filter((v: { required: boolean }) => v.required)
        .map((v: { name: string; example: string }) => [v.name, v.example]),
    );
    const res = await service.request('POST', '/v1/generate', {
      key: key.apiKey,
      body: { template_id: template.id, variables, sender_name: 'Sam Ortiz' },
    });
    expect(res.status).toBe(200);
    expect(res.body.email.template_id).toBe(template.id);
    expect(res.body.email.tone).toBe(template.tone);
    expect(res.body.email.content).not.toContain('{{');
    expect(res.body.email.subject).not.toContain('{{');
    expect(res.body.email.content).toContain('Sam Ortiz');
  });

  it('is deterministic for the same input', async () => {
    const a = await service.request('POST', '/v1/generate', {
      key: key.apiKey,
      body: ORIGINAL_EXAMPLE,
    });
    const b = await service.request('POST', '/v1/generate', {
      key: key.apiKey,
      body: ORIGINAL_EXAMPLE,
    });
    expect(a.body.email).toEqual(b.body.email);
  });

  it('carries the request id and rate-limit headers', async () => {
    const res = await service.request('POST', '/v1/generate', {
      key: key.apiKey,
      body: ORIGINAL_EXAMPLE,
    });
    expect(res.headers.get('x-request-id')).toMatch(/^req_/);
    expect(Number(res.headers.get('ratelimit-limit'))).toBe(1000);
    expect(Number(res.headers.get('ratelimit-remaining'))).toBeGreaterThan(0);
    expect(Number(res.headers.get('ratelimit-reset'))).toBeGreaterThan(0);
  });
});
