import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { EngineUnavailableError } from '../../../src/engine/provider/errors.js';
import { createEngine, type EngineOptions } from '../../../src/engine/select.js';
import { startFakeAnthropic } from '../../support/fake-anthropic.js';
import { startFakeOpenAI, type FakeServer } from '../../support/fake-openai.js';
import { draft, example, failure } from './setup.js';

describe('createEngine: choosing the engine and falling back', () => {
  let openai: FakeServer;
  let anthropic: FakeServer;
  beforeAll(async () => {
    openai = await startFakeOpenAI();
    anthropic = await startFakeAnthropic();
  });
  afterAll(async () => {
    await openai.close();
    await anthropic.close();
  });

  const options = (over: Partial<EngineOptions>): EngineOptions => ({
    engine: 'openai',
    fallback: 'none',
    // Long enough that a healthy local server answers on a loaded machine; one test waits it
    // out on purpose (a provider that hangs).
    timeoutMs: 2000,
    openai: { model: 'gpt-test', baseURL: openai.baseURL, apiKey: 'sk-test', maxRetries: 0 },
    anthropic: { model: 'claude-test', baseURL: anthropic.baseURL, apiKey: 'k', maxRetries: 0 },
    ...over,
  });

  it('builds the openai and anthropic engines from plain options', async () => {
    for (const name of ['openai', 'anthropic'] as const) {
      const engine = await createEngine(options({ engine: name }));
      expect(engine.name).toBe(name);
      expect((await engine.generate(example)).engine).toBe(name);
    }
  });

  it('with fallback none, a failing provider is an engine error', async () => {
    openai.script({ status: 500 });
    const engine = await createEngine(options({}));
    expect((await failure(() => engine.generate(example))).error).toBeInstanceOf(
      EngineUnavailableError,
    );
  });

  it('with fallback builtin, the builtin engine writes when the provider fails, and says so', async () => {
    const engine = await createEngine(options({ engine: 'anthropic', fallback: 'builtin' }));
    anthropic.script({ status: 500 });
    const written = await engine.generate(example);
    expect(written.engine).toBe('builtin');
    expect(written.value.subject.length).toBeGreaterThan(0);
    expect(written.value.content).toMatch(/demo/i);

    anthropic.script({ hang: true });
    const improved = await engine.improve(draft);
    expect(improved.engine).toBe('builtin');
    expect(improved.value.content).toMatch(/^Hi Sam,/);
  });

  it('with fallback builtin, a healthy provider still writes, and the estimate covers both', async () => {
    const engine = await createEngine(options({ fallback: 'builtin' }));
    const result = await engine.generate(example);
    expect(result.engine).toBe('openai');
    expect(await engine.estimateGenerate(example)).toBeGreaterThanOrEqual(result.tokensUsed);
  });

  it('builtin needs no provider settings', async () => {
    const engine = await createEngine({ engine: 'builtin', fallback: 'none', timeoutMs: 1000 });
    expect((await engine.generate(example)).engine).toBe('builtin');
  });

  it('a provider without settings is a start-up error', async () => {
    await expect(
      createEngine({ engine: 'anthropic', fallback: 'none', timeoutMs: 1000 }),
    ).rejects.toThrow(/EMAIL_ENGINE=anthropic/);
  });
});
