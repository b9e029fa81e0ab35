/**
 * `"stream": true`: server-sent events from every engine. Deltas arrive while the model
 * writes and join to the final body; the last event carries the whole response and what
 * was charged; a client that hangs up cancels the upstream request and pays only what was
 * used; failures before the first event are plain JSON errors with nothing charged.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { countTokens } from '../../src/engine/tokens.js';
import { startFakeAnthropic } from '../support/fake-anthropic.js';
import { startFakeOpenAI, type FakeServer } from '../support/fake-openai.js';
import { joinedDeltas, streamRequest, type StreamResponse } from '../support/sse.js';
import { startService, type TestKey, type TestService } from '../support/service.js';

const EXAMPLE = {
  context: 'Follow up on project proposal meeting',
  tone: 'professional',
  recipient: 'client',
  purpose: 'follow_up',
  additional_notes: 'Meeting was yesterday, they seemed interested',
};
const STREAMED = { ...EXAMPLE, stream: true };
const UPSTREAM = {
  subject: 'Next steps on the proposal',
  content:
    'Dear [Recipient Name],\n\nThank you for meeting with us yesterday. We were glad to hear your interest, and we would like to send the revised timeline this week.\n\nWould Thursday suit you for a short call?\n\nBest regards,\n[Your Name]',
};

let openai: FakeServer;
let anthropic: FakeServer;
let builtin: TestService;
let strict: TestService;
let forgiving: TestService;
let claude: TestService;
const keys = new Map<TestService, TestKey>();

beforeAll(async () => {
  openai = await startFakeOpenAI();
  anthropic = await startFakeAnthropic();
  const viaOpenAI = {
    EMAIL_ENGINE: 'openai',
    OPENAI_BASE_URL: openai.baseURL,
    OPENAI_MODEL: 'test-model',
    ENGINE_TIMEOUT_MS: '5000',
  };
  builtin = await startService();
  strict = await startService({ ...viaOpenAI, ENGINE_FALLBACK: 'none' });
  forgiving = await startService({ ...viaOpenAI, ENGINE_FALLBACK: 'builtin' });
  claude = await startService({
    EMAIL_ENGINE: 'anthropic',
    ANTHROPIC_BASE_URL: anthropic.baseURL,
    ANTHROPIC_MODEL: 'claude-test',
    ANTHROPIC_API_KEY: 'sk-ant-test',
    ENGINE_TIMEOUT_MS: '5000',
    ENGINE_FALLBACK: 'none',
  });
  for (const service of [builtin, strict, forgiving, claude])
    keys.set(service, await service.createKey({ plan: 'professional' }));
});
afterAll(async () => {
  for (const service of [builtin, strict, forgiving, claude]) await service.close();
  await openai.close();
  await anthropic.close();
});
beforeEach(() => {
  openai.reset();
  anthropic.reset();
});

const keyOf = (service: TestService) => keys.get(service)!;
const balanceOf = (service: TestService) =>
  service.deps.state.meter.balance(keyOf(service).accountId).then((b) => b.total);
const stream = (service: TestService, body: unknown = STREAMED, headers?: Record<string, string>) =>
  streamRequest(service, '/v1/generate', { key: keyOf(service).apiKey, body, headers });

/** The `done` event's data, checked against the spec's GenerateResponse like a JSON 200. */
function doneOf(service: TestService, res: StreamResponse): any {
  const last = res.events.at(-1);
  expect(last?.event).toBe('done');
  const headers = new Headers(res.headers);
  headers.set('content-type', 'application/json');
  service.spec.check({
    method: 'POST',
    path: '/v1/generate',
    status: 200,
    headers,
    body: last!.data,
  });
  return last!.data;
}

/** Waits until the usage record of `count` generate requests is written. */
async function usageRecorded(service: TestService, key: TestKey, count: number): Promise<any> {
  // Polls for up to 10 s: a loaded 2-core machine can take a while to finish the request.
  for (let i = 0; i < 500; i++) {
    const res = await service.request('GET', '/v1/usage?period=day', { key: key.apiKey });
    if ((res.body.operations.generateEmail?.requests ?? 0) >= count) return res.body;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error('the usage record was not written');
}

describe('POST /v1/generate with "stream": true — happy path', () => {
  it('the builtin engine streams deltas that join to the email, then a done event, and settles exactly', async () => {
    const before = await balanceOf(builtin);
    const res = await stream(builtin);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.headers.get('x-request-id')).toBeTruthy();
    const deltas = res.events.filter((e) => e.event === 'delta');
    expect(deltas.length).toBeGreaterThan(3);
    const done = doneOf(builtin, res);
    expect(done.engine).toBe('builtin');
    expect(joinedDeltas(res.events)).toBe(done.email.content);
    expect(before - (await balanceOf(builtin))).toBe(done.usage.tokens_used);
    expect(done.usage.remaining_credits).toBe(await balanceOf(builtin));
  });

  it('the streamed builtin email is the one the JSON answer gives', async () => {
    const json = await builtin.request('POST', '/v1/generate', {
      key: keyOf(builtin).apiKey,
      body: EXAMPLE,
    });
    const done = doneOf(builtin, await stream(builtin));
    expect(done.email).toEqual(json.body.email);
    expect(done.usage.tokens_used).toBe(json.body.usage.tokens_used);
  });

  it.each([
    ['openai', () => strict, () => openai],
    ['anthropic', () => claude, () => anthropic],
  ])(
    '%s: deltas arrive while the model writes; done carries the provider’s usage, charged exactly',
    async (engine, service, upstream) => {
      upstream().script({ reply: UPSTREAM });
      upstream().streamDelayMs = 50;
      const before = await balanceOf(service());
      const res = await stream(service());
      expect(res.status).toBe(200);
      const done = doneOf(service(), res);
      expect(done.engine).toBe(engine);
      expect(done.email.subject).toBe(UPSTREAM.subject);
      expect(done.email.content).toBe(UPSTREAM.content);
      expect(joinedDeltas(res.events)).toBe(UPSTREAM.content);
      const first = res.events.find((e) => e.event === 'delta')!;
      expect(res.events.at(-1)!.at - first.at).toBeGreaterThan(500);
      expect(done.usage.tokens_used).toBe(upstream().reportedTotals.at(-1));
      expect(before - (await balanceOf(service()))).toBe(done.usage.tokens_used);
      // The plain-text prompt was used, and the request asked the provider to stream.
      const sent = upstream().received.at(-1)!.body;
      expect(sent.stream).toBe(true);
      expect(JSON.stringify(sent)).toContain('Subject: ');
    },
  );

  it('"stream": false answers JSON as before', async () => {
    const res = await builtin.request('POST', '/v1/generate', {
      key: keyOf(builtin).apiKey,
      body: { ...EXAMPLE, stream: false },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.body.email.subject.length).toBeGreaterThan(3);
  });
});

describe('POST /v1/generate with "stream": true — hanging up', () => {
  it('a client that disconnects cancels the upstream request and pays only what was used', async () => {
    const key = await strict.createKey({ plan: 'professional' });
    const balance = () => strict.deps.state.meter.balance(key.accountId).then((b) => b.total);
    // The fake stops after a few events and never sends its usage: only the tokenizer can count.
    openai.script({ hangAfter: 8 });
    openai.streamDelayMs = 20;
    const before = await balance();
    const cancelledBefore = openai.cancelled.length;
    const cut = await streamRequest(strict, '/v1/generate', {
      key: key.apiKey,
      body: STREAMED,
      hangUpWhen: (events) => events.filter((e) => e.event === 'delta').length >= 2,
    });
    expect(cut.status).toBe(200);
    expect(cut.events.map((e) => e.event)).toEqual(['delta', 'delta']);

    for (let i = 0; i < 500 && openai.cancelled.length === cancelledBefore; i++)
      await new Promise((r) => setTimeout(r, 20));
    expect(openai.cancelled.length).toBe(cancelledBefore + 1);

    const usage = await usageRecorded(strict, key, 1);
    const charged = before - (await balance());
    const sent = openai.received.at(-1)!.body;
    const prompt = countTokens(sent.messages[0].content) + countTokens(sent.messages[1].content);
    const wholeReply = `Subject: Following up on yesterday’s demo\n\n${cut.events[0]!.data.content}`;
    expect(charged).toBeGreaterThan(prompt);
    // At most the prompt and the text the fake sent before it stalled (8 events of 2 words).
    expect(charged).toBeLessThanOrEqual(prompt + countTokens(wholeReply) + 40);
    const reserved = await strict.deps.engine.estimateGenerate({
      context: EXAMPLE.context,
      tone: EXAMPLE.tone,
      recipient: EXAMPLE.recipient,
      purpose: EXAMPLE.purpose,
      additionalNotes: EXAMPLE.additional_notes,
    });
    expect(charged).toBeLessThan(reserved);
    expect(usage.operations.generateEmail.tokens).toBe(charged);
    expect(usage.operations.generateEmail.credits).toBe(charged);
  });
});

describe('POST /v1/generate with "stream": true — errors', () => {
  it('with ENGINE_FALLBACK=none, an upstream 500 before the first delta is a JSON 5xx envelope, nothing charged', async () => {
    openai.script(...Array.from({ length: 6 }, () => ({ status: 500 })));
    const before = await balanceOf(strict);
    const res = await stream(strict);
    expect([502, 503, 504]).toContain(res.status);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.events).toEqual([]);
    expect(res.body.success).toBe(false);
    expect(await balanceOf(strict)).toBe(before);
  });

  it('with ENGINE_FALLBACK=builtin, the builtin engine streams instead', async () => {
    openai.script(...Array.from({ length: 6 }, () => ({ status: 500 })));
    const before = await balanceOf(forgiving);
    const res = await stream(forgiving);
    expect(res.status).toBe(200);
    const done = doneOf(forgiving, res);
    expect(done.engine).toBe('builtin');
    expect(joinedDeltas(res.events)).toBe(done.email.content);
    expect(before - (await balanceOf(forgiving))).toBe(done.usage.tokens_used);
  });

  it('a reply without a "Subject:" line fails before any event: a JSON 502, nothing charged', async () => {
    openai.script({ text: 'Sure! Here is the email you asked for.\n\nDear client, …' });
    const before = await balanceOf(strict);
    const res = await stream(strict);
    expect(res.status).toBe(502);
    expect(res.body.error.code).toBe('bad_upstream_reply');
    expect(await balanceOf(strict)).toBe(before);
  });

  it('a failure after the first delta ends the stream with an error event, no fallback, nothing charged', async () => {
    const slow = await startService({
      EMAIL_ENGINE: 'openai',
      OPENAI_BASE_URL: openai.baseURL,
      OPENAI_MODEL: 'test-model',
      ENGINE_TIMEOUT_MS: '600',
      ENGINE_FALLBACK: 'builtin',
    });
    try {
      const key = await slow.createKey({ plan: 'professional' });
      const before = (await slow.deps.state.meter.balance(key.accountId)).total;
      openai.script({ hangAfter: 6 });
      openai.streamDelayMs = 20;
      const res = await streamRequest(slow, '/v1/generate', { key: key.apiKey, body: STREAMED });
      expect(res.status).toBe(200);
      expect(res.events.filter((e) => e.event === 'delta').length).toBeGreaterThan(0);
      expect(res.events.some((e) => e.event === 'done')).toBe(false);
      const last = res.events.at(-1)!;
      expect(last.event).toBe('error');
      expect(last.data.success).toBe(false);
      expect(last.data.error.code).toBe('upstream_timeout');
      expect(last.data.request_id).toBe(res.headers.get('x-request-id'));
      expect((await slow.deps.state.meter.balance(key.accountId)).total).toBe(before);
    } finally {
      await slow.close();
    }
  });

  it('Idempotency-Key together with "stream": true is a 400 naming stream', async () => {
    const before = await balanceOf(builtin);
    const res = await stream(builtin, STREAMED, { 'Idempotency-Key': 'stream-and-replay-1' });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('invalid_parameter');
    expect(res.body.error.param).toBe('stream');
    expect(await balanceOf(builtin)).toBe(before);
  });

  it('a 402 is a JSON error before any event', async () => {
    const poor = await builtin.createKey({ plan: 'free' });
    const { meter } = builtin.deps.state;
    const before = await meter.balance(poor.accountId);
    expect((await meter.reserve(poor.accountId, before.total - 5)).ok).toBe(true);
    const res = await streamRequest(builtin, '/v1/generate', { key: poor.apiKey, body: STREAMED });
    expect(res.status).toBe(402);
    expect(res.events).toEqual([]);
    expect(res.body.error.code).toBe('insufficient_credits');
    expect((await meter.balance(poor.accountId)).total).toBe(5);
  });
});
