/**
 * One engine interface: every engine streams. An engine that writes all at once streams
 * its finished body (`streamWhenWritten`), and the wrappers `createEngine` puts around an
 * engine keep what the service calls on it, `warmUp` included.
 */
import { describe, expect, it } from '@jest/globals';
import type { EmailEngine, GenerateInput } from '../../src/engine/engine.js';
import { createEngine } from '../../src/engine/select.js';
import { streamWhenWritten, wordGroups } from '../../src/engine/streaming.js';

const input: GenerateInput = {
  context: 'the quarterly report',
  tone: 'professional',
  recipient: 'manager',
  purpose: 'follow_up',
};

const content = 'Hi Sam,\n\nCould you send me the quarterly report by Friday?\n\nThanks,\nAlex';

const generate: EmailEngine['generate'] = async () => ({
  value: { subject: 'The quarterly report', content, tone: 'professional' },
  tokensUsed: 42,
  engine: 'fake',
});

describe('streamWhenWritten', () => {
  it('sends the written body in pieces that join to exactly the content', async () => {
    const pieces: string[] = [];
    const result = await streamWhenWritten(generate)(input, (text) => pieces.push(text));
    expect(pieces.length).toBeGreaterThan(1);
    expect(pieces.join('')).toBe(content);
    expect(result).toEqual(await generate(input));
  });

  it('sends nothing when writing fails', async () => {
    const pieces: string[] = [];
    const failing: EmailEngine['generate'] = () => Promise.reject(new Error('no words today'));
    await expect(streamWhenWritten(failing)(input, (text) => pieces.push(text))).rejects.toThrow(
      'no words today',
    );
    expect(pieces).toEqual([]);
  });
});

describe('wordGroups', () => {
  it('groups words with the space after them and loses nothing', () => {
    expect(wordGroups('one two three four five', 2)).toEqual(['one two ', 'three four ', 'five']);
    expect(wordGroups('', 4)).toEqual([]);
  });
});

describe('createEngine', () => {
  it('gives the builtin engine both ways of writing and keeps its warm-up', async () => {
    const engine = await createEngine({ engine: 'builtin', fallback: 'none', timeoutMs: 1000 });
    expect(engine.name).toBe('builtin');
    expect(typeof engine.generateStream).toBe('function');
    // main.ts loads the builtin's models through this once the server listens.
    expect(typeof engine.warmUp).toBe('function');
  });
});
