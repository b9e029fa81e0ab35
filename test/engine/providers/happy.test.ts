import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { FakeServer } from '../../support/fake-openai.js';
import { draft, example, providers } from './setup.js';

describe.each(providers)('$name engine: happy path', (provider) => {
  let server: FakeServer;
  beforeAll(async () => {
    server = await provider.start();
  });
  afterAll(() => server.close());

  it('returns the upstream email and counts exactly the tokens the upstream reported', async () => {
    const engine = provider.engine(server);
    const result = await engine.generate(example);
    expect(result.engine).toBe(provider.name);
    expect(result.value.subject).toBe('Following up on yesterday’s demo');
    expect(result.value.content).toMatch(/^Hi \[Recipient Name\],/);
    expect(result.value.tone).toBe('professional');
    expect(result.tokensUsed).toBe(server.reportedTotals.at(-1));
    expect(engine.estimateGenerate(example)).toBeGreaterThanOrEqual(result.tokensUsed);
  });

  it('carries the brief into the prompt: tone, recipient, purpose, notes, length, language', async () => {
    const engine = provider.engine(server);
    await engine.generate({
      ...example,
      length: 'short',
      recipientName: 'Dana',
      template: undefined,
    });
    const user = provider.userText(server, server.received.length - 1);
    for (const part of [
      'professional',
      'client',
      'follow_up',
      'short',
      'Dana',
      'Meeting was yesterday',
      'en',
    ]) {
      expect(user).toContain(part);
    }
  });

  it('adapts a rendered template when one is given', async () => {
    const engine = provider.engine(server);
    await engine.generate({
      ...example,
      template: { id: 't', subject: 'Thanks for the demo', body: 'Hi Dana,\n\nThanks.' },
    });
    expect(provider.userText(server, server.received.length - 1)).toContain('Thanks for the demo');
  });

  it('improves a draft: content, subject, changes of the requested kinds, tone kept', async () => {
    const engine = provider.engine(server);
    const result = await engine.improve(draft);
    expect(result.engine).toBe(provider.name);
    expect(result.value.content).toContain('on track');
    expect(result.value.subject).toBe('Project update');
    expect(result.value.tone).toBe('friendly');
    expect(result.value.changes).toEqual([
      expect.objectContaining({ kind: 'spelling', original: 'on trak', replacement: 'on track' }),
    ]);
    expect(result.tokensUsed).toBe(server.reportedTotals.at(-1));
    expect(engine.estimateImprove(draft)).toBeGreaterThanOrEqual(result.tokensUsed);
  });

  it('an empty subject from improve means the email has none', async () => {
    server.script({ reply: { subject: '', content: 'Hi Sam,\n\nAll good.\n\nAlex', changes: [] } });
    const result = await provider.engine(server).improve({ ...draft, tone: undefined });
    expect(result.value.subject).toBeUndefined();
    expect(result.value.tone).toBeUndefined();
    expect(result.value.changes).toEqual([]);
  });
});

describe('openai engine with a forced tool call instead of a response format', () => {
  let server: FakeServer;
  const openai = providers[0]!;
  beforeAll(async () => {
    server = await openai.start();
  });
  afterAll(() => server.close());

  it('reads the reply from tool_calls', async () => {
    const result = await openai.engine(server, { structuredOutput: 'tool' }).generate(example);
    expect(server.received[0]?.body.tools[0].function.name).toBe('write_email');
    expect(server.received[0]?.body.response_format).toBeUndefined();
    expect(result.value.subject).toBe('Following up on yesterday’s demo');
    expect(result.tokensUsed).toBe(server.reportedTotals[0]);
  });

  it('sends a strict JSON schema response format by default', async () => {
    await openai.engine(server).generate(example);
    const format = server.received.at(-1)?.body.response_format;
    expect(format.type).toBe('json_schema');
    expect(format.json_schema.strict).toBe(true);
    expect(format.json_schema.schema.required).toEqual(['subject', 'content']);
  });
});
