/**
 * The service with EMAIL_ENGINE=openai against a local server that speaks OpenAI's wire
 * protocol: the upstream's email and token count come through, and an upstream failure
 * is a 502/503/504 envelope with nothing charged.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { startFakeOpenAI, type FakeServer } from '../support/fake-openai.js';
import { startService, type TestKey, type TestService } from '../support/service.js';

const EXAMPLE = {
  context: 'Follow up on project proposal meeting',
  tone: 'professional',
  recipient: 'client',
  purpose: 'follow_up',
  additional_notes: 'Meeting was yesterday, they seemed interested',
};
const UPSTREAM = {
  subject: 'Next steps on the proposal',
  content:
    'Dear [Recipient Name],\n\nThank you for meeting with us yesterday. We were glad to hear your interest.\n\nBest regards,\n[Your Name]',
};

let upstream: FakeServer;
let strict: TestService;
let forgiving: TestService;
let strictKey: TestKey;
let forgivingKey: TestKey;

beforeAll(async () => {
  upstream = await startFakeOpenAI();
  const env = {
    EMAIL_ENGINE: 'openai',
    OPENAI_BASE_URL: upstream.baseURL,
    OPENAI_MODEL: 'test-model',
    ENGINE_TIMEOUT_MS: '1500',
  };
  strict = await startService({ ...env, ENGINE_FALLBACK: 'none' });
  forgiving = await startService({ ...env, ENGINE_FALLBACK: 'builtin' });
  strictKey = await strict.createKey({ plan: 'professional' });
  forgivingKey = await forgiving.createKey({ plan: 'professional' });
});
afterAll(async () => {
  await strict.close();
  await forgiving.close();
  await upstream.close();
});

beforeEach(() => upstream.reset());

const balanceOf = (service: TestService, key: TestKey) =>
  service.deps.state.meter.balance(key.accountId).then((b) => b.total);

describe('generate through an OpenAI-compatible upstream', () => {
  it("returns the upstream's email, and tokens_used is the upstream's reported total", async () => {
    upstream.script({ reply: UPSTREAM });
    const before = await balanceOf(strict, strictKey);
    const res = await strict.request('POST', '/v1/generate', {
      key: strictKey.apiKey,
      body: EXAMPLE,
    });
    expect(res.status).toBe(200);
    expect(res.body.engine).toBe('openai');
    expect(res.body.email.subject).toBe(UPSTREAM.subject);
    expect(res.body.email.content).toBe(UPSTREAM.content);
    expect(res.body.usage.tokens_used).toBe(upstream.reportedTotals.at(-1));
    expect(before - res.body.usage.remaining_credits).toBe(res.body.usage.tokens_used);
    // The caller's text reached the model inside the prompt.
    expect(JSON.stringify(upstream.received.at(-1)?.body.messages)).toContain(
      'they seemed interested',
    );
  });

  it('with ENGINE_FALLBACK=none, an upstream answering 500 gives a 5xx envelope and charges nothing', async () => {
    upstream.script(...Array.from({ length: 6 }, () => ({ status: 500 })));
    const before = await balanceOf(strict, strictKey);
    const res = await strict.request('POST', '/v1/generate', {
      key: strictKey.apiKey,
      body: EXAMPLE,
    });
    expect([502, 503, 504]).toContain(res.status);
    expect(res.body.success).toBe(false);
    expect(await balanceOf(strict, strictKey)).toBe(before);
  });

  it('a reply that is not an email, twice, is a 502 bad_upstream_reply with nothing charged', async () => {
    upstream.script({ reply: { subject: 'only a subject' } }, { reply: { nothing: true } });
    const before = await balanceOf(strict, strictKey);
    const res = await strict.request('POST', '/v1/generate', {
      key: strictKey.apiKey,
      body: EXAMPLE,
    });
    expect(res.status).toBe(502);
    expect(res.body.error.code).toBe('bad_upstream_reply');
    expect(await balanceOf(strict, strictKey)).toBe(before);
  });

  it('an upstream that never answers is a 504 upstream_timeout with nothing charged', async () => {
    upstream.script({ hang: true });
    const before = await balanceOf(strict, strictKey);
    const res = await strict.request('POST', '/v1/generate', {
      key: strictKey.apiKey,
      body: EXAMPLE,
    });
    expect(res.status).toBe(504);
    expect(res.body.error.code).toBe('upstream_timeout');
    expect(await balanceOf(strict, strictKey)).toBe(before);
  });

  it('a client that hangs up cancels the upstream call, is charged nothing and is still counted', async () => {
    const key = await strict.createKey({ plan: 'professional' });
    upstream.script({ hang: true });
    const before = await balanceOf(strict, key);
    const gone = new AbortController();
    const pending = fetch(`${strict.url}/v1/generate`, {
      method: 'POST',
      headers: { authorization: `Bearer ${key.apiKey}`, 'content-type': 'application/json' },
      body: JSON.stringify(EXAMPLE),
      signal: gone.signal,
    }).catch((err: Error) => err);
    await new Promise((resolve) => setTimeout(resolve, 300));
    gone.abort();
    expect(((await pending) as Error).name).toBe('AbortError');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(upstream.cancelled.length).toBeGreaterThan(0);
    expect(await balanceOf(strict, key)).toBe(before);
    const usage = await strict.request('GET', '/v1/usage?period=day', { key: key.apiKey });
    expect(usage.body.operations.generateEmail.by_status).toEqual({ '2xx': 0, '4xx': 1, '5xx': 0 });
  });

  it('with ENGINE_FALLBACK=builtin, a failing upstream is covered by the builtin engine, and the response says so', async () => {
    upstream.script(...Array.from({ length: 6 }, () => ({ status: 500 })));
    const res = await forgiving.request('POST', '/v1/generate', {
      key: forgivingKey.apiKey,
      body: EXAMPLE,
    });
    expect(res.status).toBe(200);
    expect(res.body.engine).toBe('builtin');
    expect(res.body.email.content).toContain('[Your Name]');
  });

  it('OPENAI_STRUCTURED_OUTPUT=tool asks for a forced tool call instead of a response format', async () => {
    const toolMode = await startService({
      EMAIL_ENGINE: 'openai',
      OPENAI_BASE_URL: upstream.baseURL,
      OPENAI_MODEL: 'test-model',
      OPENAI_STRUCTURED_OUTPUT: 'tool',
      ENGINE_FALLBACK: 'none',
    });
    try {
      const key = await toolMode.createKey({ plan: 'professional' });
      upstream.script({ reply: UPSTREAM });
      const res = await toolMode.request('POST', '/v1/generate', {
        key: key.apiKey,
        body: EXAMPLE,
      });
      expect(res.status).toBe(200);
      expect(res.body.email.subject).toBe(UPSTREAM.subject);
      const sent = upstream.received.at(-1)?.body;
      expect(sent.tools).toHaveLength(1);
      expect(sent.response_format).toBeUndefined();
    } finally {
      await toolMode.close();
    }
  });

  it('improve goes through the upstream too', async () => {
    upstream.script({
      reply: {
        subject: '',
        content: 'Hello team,\n\nI received the report.\n\nThanks,\nSam',
        changes: [
          {
            kind: 'spelling',
            original: 'recieved',
            replacement: 'received',
            reason: 'Misspelled.',
          },
        ],
      },
    });
    const res = await strict.request('POST', '/v1/improve', {
      key: strictKey.apiKey,
      body: {
        content: 'Hello team,\n\nI recieved the report.\n\nThanks,\nSam',
        improvements: ['spelling'],
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.engine).toBe('openai');
    expect(res.body.email.content).toContain('received');
    expect(res.body.usage.tokens_used).toBe(upstream.reportedTotals.at(-1));
  });
});
