import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import {
  EngineBadReplyError,
  EngineTimeoutError,
  EngineUnavailableError,
} from '../../../src/engine/provider/errors.js';
import type { FakeServer } from '../../support/fake-openai.js';
import { draft, elapsed, example, failure, providers } from './setup.js';

const invalid = { reply: { subject: 'Only a subject' } };

describe.each(providers)('$name engine: failures', (provider) => {
  let server: FakeServer;
  beforeEach(async () => {
    server = await provider.start();
  });
  afterEach(() => server.close());

  it('asks once more when the reply is invalid, and counts both calls', async () => {
    server.script(invalid);
    const engine = provider.engine(server);
    const result = await engine.generate(example);
    expect(server.received).toHaveLength(2);
    expect(provider.userText(server, 1)).toContain('could not be used: content');
    expect(result.value.subject).toBe('Following up on yesterday’s demo');
    expect(result.tokensUsed).toBe(server.reportedTotals[0]! + server.reportedTotals[1]!);
    expect(engine.estimateGenerate(example)).toBeGreaterThanOrEqual(result.tokensUsed);
  });

  it('repairs JSON wrapped in prose or a code fence without asking again', async () => {
    server.script({
      text: 'Here you go:\n```json\n{"subject": "Demo follow-up", "content": "Hi,\\n\\nThanks.\\n\\nAlex"}\n```',
    });
    const result = await provider.engine(server).generate(example);
    expect(server.received).toHaveLength(1);
    expect(result.value).toEqual({
      subject: 'Demo follow-up',
      content: 'Hi,\n\nThanks.\n\nAlex',
      tone: 'professional',
    });
  });

  it('gives up with a bad-reply error when the second reply is invalid too', async () => {
    server.script(invalid, { text: 'I cannot help with that.' });
    const { error } = await failure(() => provider.engine(server).generate(example));
    expect(error).toBeInstanceOf(EngineBadReplyError);
    expect(server.received).toHaveLength(2);
  });

  it('rejects improve changes of a kind that was not asked for, then repairs', async () => {
    server.script({
      reply: {
        subject: '',
        content: 'Hi Sam',
        changes: [{ kind: 'persuasive', original: 'a', replacement: 'b', reason: 'c' }],
      },
    });
    const result = await provider.engine(server).improve(draft);
    expect(server.received).toHaveLength(2);
    expect(result.value.changes.every((c) => draft.improvements.includes(c.kind))).toBe(true);
  });

  it('treats a response body that is not JSON as a bad reply and asks again', async () => {
    server.script({ malformedBody: true });
    const result = await provider.engine(server).generate(example);
    expect(server.received).toHaveLength(2);
    expect(result.tokensUsed).toBe(server.reportedTotals[0]);
  });

  it('malformed twice is a bad-reply error', async () => {
    server.script({ malformedBody: true }, { malformedBody: true });
    const { error } = await failure(() => provider.engine(server).generate(example));
    expect(error).toBeInstanceOf(EngineBadReplyError);
  });

  it('waits as long as a 429 Retry-After says, then succeeds', async () => {
    server.script({ status: 429, headers: { 'retry-after': '1' } });
    const engine = provider.engine(server, { maxRetries: 2, timeoutMs: 3000 });
    const { ms, result } = await elapsed(() => engine.generate(example));
    expect(result.engine).toBe(provider.name);
    expect(server.received).toHaveLength(2);
    const gap = server.received[1]!.at - server.received[0]!.at;
    expect(gap).toBeGreaterThanOrEqual(950);
    expect(ms).toBeLessThan(2500);
  });

  it('honours retry-after-ms ahead of retry-after', async () => {
    server.script({ status: 429, headers: { 'retry-after-ms': '200', 'retry-after': '1' } });
    await provider.engine(server, { maxRetries: 1 }).generate(example);
    const gap = server.received[1]!.at - server.received[0]!.at;
    expect(gap).toBeGreaterThanOrEqual(190);
    expect(gap).toBeLessThan(900);
  });

  it('fails at once, as unavailable, when Retry-After is longer than the time left', async () => {
    server.script({ status: 429, headers: { 'retry-after': '30' } });
    const engine = provider.engine(server, { maxRetries: 2, timeoutMs: 500 });
    const { ms, error } = await failure(() => engine.generate(example));
    expect(error).toBeInstanceOf(EngineUnavailableError);
    expect((error as EngineUnavailableError).retryAfterSeconds).toBe(30);
    expect(server.received).toHaveLength(1);
    expect(ms).toBeLessThan(400);
  });

  it('retries 500s with backoff and reports unavailable when they persist', async () => {
    server.script({ status: 500 }, { status: 500 });
    const engine = provider.engine(server, { maxRetries: 1, timeoutMs: 3000 });
    const { error } = await failure(() => engine.generate(example));
    expect(error).toBeInstanceOf(EngineUnavailableError);
    expect(server.received).toHaveLength(2);
    // The SDK's first backoff: 0.5 s less up to 25% jitter.
    expect(server.received[1]!.at - server.received[0]!.at).toBeGreaterThanOrEqual(350);
  });

  it('recovers when a 500 is followed by a good reply', async () => {
    server.script({ status: 503 });
    const result = await provider.engine(server, { maxRetries: 1 }).improve(draft);
    expect(result.value.content).toContain('on track');
    expect(result.tokensUsed).toBe(server.reportedTotals[0]);
  });

  it('times out a hung connection within the timeout', async () => {
    server.script({ hang: true }, { hang: true }, { hang: true });
    const engine = provider.engine(server, { maxRetries: 2, timeoutMs: 400 });
    const { ms, error } = await failure(() => engine.generate(example));
    expect(error).toBeInstanceOf(EngineTimeoutError);
    expect(ms).toBeGreaterThanOrEqual(380);
    expect(ms).toBeLessThan(900);
  });

  it('refusing our key or model is unavailable, not retried', async () => {
    server.script({ status: 401, body: { error: { message: 'invalid key' } } });
    const { error } = await failure(() =>
      provider.engine(server, { maxRetries: 2 }).generate(example),
    );
    expect(error).toBeInstanceOf(EngineUnavailableError);
    expect(server.received).toHaveLength(1);
  });

  it('an unreachable provider is unavailable', async () => {
    const url = server.baseURL;
    await server.close();
    const engine = provider.engine({ ...server, baseURL: url }, { maxRetries: 0 });
    const { error } = await failure(() => engine.generate(example));
    expect(error).toBeInstanceOf(EngineUnavailableError);
    server = await provider.start();
  });

  it('opens the circuit after repeated failures and then fails fast without calling', async () => {
    server.script({ status: 500 }, { status: 500 }, { status: 500 });
    const engine = provider.engine(server, {
      circuit: { volumeThreshold: 3, errorThresholdPercentage: 50, resetMs: 60_000 },
    });
    for (let i = 0; i < 3; i++) {
      expect((await failure(() => engine.generate(example))).error).toBeInstanceOf(
        EngineUnavailableError,
      );
    }
    const { ms, error } = await failure(() => engine.generate(example));
    expect(error).toBeInstanceOf(EngineUnavailableError);
    expect((error as Error).message).toMatch(/circuit open/);
    expect(server.received).toHaveLength(3);
    expect(ms).toBeLessThan(50);
  });

  it('closes the circuit again after a successful trial call', async () => {
    server.script({ status: 500 }, { status: 500 });
    const engine = provider.engine(server, {
      circuit: { volumeThreshold: 2, resetMs: 200 },
    });
    await failure(() => engine.generate(example));
    await failure(() => engine.generate(example));
    await failure(() => engine.generate(example));
    expect(server.received).toHaveLength(2);
    await new Promise((resolve) => setTimeout(resolve, 250));
    const result = await engine.generate(example);
    expect(result.engine).toBe(provider.name);
  });

  it('a caller who hangs up gets an abort, not an engine error', async () => {
    server.script({ hang: true });
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 100);
    const { ms, error } = await failure(() =>
      provider.engine(server, { timeoutMs: 2000 }).generate(example, controller.signal),
    );
    expect((error as Error).name).toBe('AbortError');
    expect(ms).toBeLessThan(500);
  });
});
