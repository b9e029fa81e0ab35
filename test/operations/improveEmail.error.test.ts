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

describe('POST /v1/improve — errors', () => {
  it('requires content', async () => {
    const res = await improve({ improvements: ['spelling'] });
    expect(res.status).toBe(400);
    expect(res.body.error.param).toBe('content');
    expect(res.body.error.code).toBe('missing_parameter');
  });

  it('names the allowed improvement kinds for an unknown one', async () => {
    const res = await improve({ content: 'Hello', improvements: ['spelling', 'sparkle'] });
    expect(res.status).toBe(400);
    expect(res.body.error.param).toBe('improvements.1');
    expect(res.body.error.message).toContain('call_to_action');
  });

  it('rejects an empty list, duplicates and a bad tone', async () => {
    expect((await improve({ content: 'Hello', improvements: [] })).status).toBe(400);
    expect((await improve({ content: 'Hello', improvements: ['tone', 'tone'] })).status).toBe(400);
    const tone = await improve({ content: 'Hello', tone: 'grumpy' });
    expect(tone.status).toBe(400);
    expect(tone.body.error.param).toBe('tone');
  });

  it('rejects a draft over 20,000 characters', async () => {
    const res = await improve({ content: 'word '.repeat(4001) });
    expect(res.status).toBe(400);
    expect(res.body.error.param).toBe('content');
  });
});
