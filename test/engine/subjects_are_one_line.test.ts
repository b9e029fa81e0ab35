/**
 * No engine answers with a subject that could carry a second mail header: whatever wrote
 * it (the builtin composer, a template filled with the caller's variables, a provider's
 * reply), line breaks become a space and other control characters are removed
 * (src/engine/oneLineSubject.ts, applied to every engine createEngine builds).
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { oneLineSubject } from '../../src/engine/oneLineSubject.js';
import { createEngine } from '../../src/engine/select.js';
import { startFakeOpenAI, type FakeServer } from '../support/fake-openai.js';
import { draft, example } from './providers/setup.js';

// eslint-disable-next-line no-control-regex -- the characters no subject may hold
const FORBIDDEN = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;
const INJECTION = 'Demo\r\nBcc: everyone@example.com\u0000\u0007';

describe('oneLineSubject', () => {
  it('turns line breaks into a space and drops other control characters', () => {
    expect(oneLineSubject('Next steps\r\nBcc: a@b.c')).toBe('Next steps Bcc: a@b.c');
    expect(oneLineSubject('Invoice\u0000 42\u0007?')).toBe('Invoice 42?');
    expect(oneLineSubject('\tA\u2028B\u0085C\v\f ')).toBe('A B C');
  });

  it('never leaves a control character, whatever the input', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 200 }), (s) => {
        expect(oneLineSubject(s)).not.toMatch(FORBIDDEN);
      }),
      { numRuns: 200 },
    );
  });
});

describe('every engine answers with one-line subjects', () => {
  let openai: FakeServer;
  beforeAll(async () => {
    openai = await startFakeOpenAI();
  });
  afterAll(() => openai.close());

  it('builtin: from a context and from a template filled with hostile variables', async () => {
    const engine = await createEngine({ engine: 'builtin', fallback: 'none', timeoutMs: 1000 });
    const fromContext = await engine.generate({ ...example, context: INJECTION });
    expect(fromContext.value.subject).not.toMatch(FORBIDDEN);
    const fromTemplate = await engine.generate({
      ...example,
      template: {
        id: 't',
        subject: `Next steps after our ${INJECTION} demo`,
        body: 'Hi,\n\nThanks.',
      },
    });
    expect(fromTemplate.value.subject).toBe(
      'Next steps after our Demo Bcc: everyone@example.com demo',
    );
    const streamed = await engine.generateStream(
      { ...example, template: { id: 't', subject: INJECTION, body: 'Hi,\n\nThanks.' } },
      () => {},
    );
    expect(streamed.value.subject).not.toMatch(FORBIDDEN);
    const improved = await engine.improve({ ...draft, content: `Subject: ${INJECTION}\n\nHi Sam` });
    expect(improved.value.subject ?? '').not.toMatch(FORBIDDEN);
  });

  it('a provider reply with a line break in its subject', async () => {
    const engine = await createEngine({
      engine: 'openai',
      fallback: 'none',
      timeoutMs: 2000,
      openai: { model: 'gpt-test', baseURL: openai.baseURL, apiKey: 'sk-test', maxRetries: 0 },
    });
    const content =
      'Hi [Recipient Name],\n\nThanks for your time yesterday.\n\nBest regards,\n[Your Name]';
    openai.script({ reply: { subject: `Following up\r\nBcc: everyone@example.com`, content } });
    const written = await engine.generate(example);
    expect(written.value.subject).toBe('Following up Bcc: everyone@example.com');
    openai.script({ reply: { subject: `Following up\u0085\u0000 again\nX-Evil: 1`, content } });
    const streamed = await engine.generateStream(example, () => {});
    // A streamed reply's subject is its first `Subject:` line; the rest is body.
    expect(streamed.value.subject).not.toMatch(FORBIDDEN);
  });
});
