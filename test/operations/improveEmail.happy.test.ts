import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startService, type TestKey, type TestService } from '../support/service.js';

let service: TestService;
let key: TestKey;

beforeAll(async () => {
  service = await startService();
  key = await service.createKey({ plan: 'professional' });
});
afterAll(() => service.close());

const improve = (body: unknown) =>
  service.request('POST', '/v1/improve', { key: key.apiKey, body });

describe('POST /v1/improve — happy path', () => {
  it('fixes spelling, repeated words, wordy phrases and a/an, and lists each change', async () => {
    const res = await improve({
      content:
        'Hi Dana,\n\nI will recieve the the report in order to review it. It will take a hour.\n\nThanks,\nSam',
      improvements: ['spelling', 'grammar', 'concise'],
    });
    expect(res.status).toBe(200);
    const text: string = res.body.email.content;
    expect(text).toContain('receive');
    expect(text).not.toMatch(/\bthe the\b/);
    expect(text).not.toContain('in order to');
    expect(text).toContain('an hour');
    const kinds = new Set(res.body.changes.map((c: { kind: string }) => c.kind));
    expect(kinds).toEqual(new Set(['spelling', 'grammar', 'concise']));
    for (const change of res.body.changes) {
      expect(change.original).not.toBe(change.replacement);
      expect(change.reason.length).toBeGreaterThan(0);
    }
    expect(res.body.email.word_count).toBe(text.trim().split(/\s+/).length);
    expect(res.body.usage.tokens_used).toBeGreaterThan(0);
  });

  it('moves a casual draft toward a formal tone', async () => {
    const res = await improve({
      content: "Hey team,\n\nThanks for the update, we can't ship it ASAP though.\n\nCheers,\nSam",
      improvements: ['tone'],
      tone: 'formal',
    });
    expect(res.status).toBe(200);
    expect(res.body.email.content).not.toContain('ASAP');
    expect(res.body.email.content).not.toContain("can't");
    expect(res.body.email.tone).toBe('formal');
    expect(res.body.changes.length).toBeGreaterThan(0);
  });

  it("keeps facts and changes nothing in a clean draft's spelling", async () => {
    const content =
      'Dear Ms. Lee,\n\nInvoice INV-2041 for $1,250.00 is due on March 3. You can pay at https://pay.example.com or reply to billing@example.com.\n\nKind regards,\nSam';
    const res = await improve({ content, improvements: ['spelling', 'grammar'] });
    expect(res.status).toBe(200);
    for (const fact of [
      'INV-2041',
      '$1,250.00',
      'March 3',
      'https://pay.example.com',
      'billing@example.com',
      'Ms. Lee',
    ]) {
      expect(res.body.email.content).toContain(fact);
    }
    expect(res.body.changes.filter((c: { kind: string }) => c.kind === 'spelling')).toEqual([]);
  });

  it('uses the default improvements when none are given', async () => {
    const res = await improve({ content: 'Hello,\n\nI recieved your note.\n\nBest,\nSam' });
    expect(res.status).toBe(200);
    expect(res.body.email.content).toContain('received');
  });

  it('charges exactly tokens_used', async () => {
    const before = await service.deps.state.meter.balance(key.accountId);
    const res = await improve({ content: 'Hello,\n\nThis is a short note.\n\nBest,\nSam' });
    expect(before.total - res.body.usage.remaining_credits).toBe(res.body.usage.tokens_used);
  });
});
