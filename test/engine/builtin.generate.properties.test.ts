/**
 * Property test: the builtin composer writes an email, and never throws, for requests whose
 * words carry the characters patterns are made of. The composer builds patterns from the
 * caller's words (a name, a topic's head noun); one left unescaped made "asking Mr
 * Brocklehurst (head of dept) for feedback …" throw. Words here sit where the reader looks
 * for names, titles, topics and notes.
 */
import { beforeAll, describe, expect, it, jest } from '@jest/globals';
import fc from 'fast-check';
import { createBuiltinEngine } from '../../src/engine/builtin/index.js';
import type { EmailEngine, GenerateInput } from '../../src/engine/engine.js';
import { readPurposes, readRecipients, readTones } from '../../src/engine/builtin/data.js';

jest.setTimeout(120_000);

let engine: EmailEngine;
beforeAll(async () => {
  engine = await createBuiltinEngine();
});

const SPECIAL = [
  '(',
  ')',
  '[',
  ']',
  '{',
  '}',
  '*',
  '+',
  '?',
  '\\',
  '|',
  '^',
  '$',
  '.',
  "'",
  '’',
  '-',
  '&',
  '/',
];
const plain = fc.constantFrom(
  'head',
  'dept',
  'quote',
  'Priya',
  'Mr',
  'the',
  'of',
  'for',
  'invoice',
  'team',
  'Friday',
);
/** A word with a pattern character before, inside or after it: "(head", "de*pt", "Priya)". */
const word = fc.oneof(
  plain,
  fc
    .tuple(plain, fc.constantFrom(...SPECIAL), fc.integer({ min: 0, max: 2 }))
    .map(([w, c, at]) =>
      at === 0 ? `${c}${w}` : at === 1 ? `${w.slice(0, 1)}${c}${w.slice(1)}` : `${w}${c}`,
    ),
);
const words = (min: number, max: number) =>
  fc.array(word, { minLength: min, maxLength: max }).map((w) => w.join(' '));
const CONTEXTS = [
  (a: string, b: string, c: string) => `asking ${a} (${b}) for feedback on the ${c} for the unit`,
  (a: string, b: string, c: string) => `thank ${a} for ${b} on the ${c}`,
  (a: string, b: string, c: string) => `remind ${a} that the ${b} is due by ${c}`,
  (a: string, b: string, c: string) => `invite the ${a} of ${b} to ${c}`,
  (a: string, b: string, c: string) => `${a} ${b}, ${c}`,
];

describe('the builtin composer and words made of pattern characters', () => {
  it('writes an email for every such request, without throwing', async () => {
    const purposes = Object.keys(readPurposes().purposes);
    const tones = Object.keys(readTones().tones);
    const recipients = Object.keys(readRecipients().recipients);
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...CONTEXTS),
        words(1, 3),
        words(1, 3),
        words(1, 4),
        fc.option(words(1, 6), { nil: undefined }),
        fc.option(words(1, 3), { nil: undefined }),
        fc.constantFrom(...purposes),
        fc.constantFrom(...tones),
        fc.constantFrom(...recipients),
        async (shape, a, b, c, notes, name, purpose, tone, recipient) => {
          const input = {
            context: shape(a, b, c),
            purpose,
            tone,
            recipient,
            ...(notes !== undefined && { additionalNotes: notes }),
            ...(name !== undefined && { recipientName: name }),
          } as GenerateInput;
          const { value } = await engine.generate(input);
          expect(value.content.length).toBeGreaterThan(0);
          expect(value.subject?.length ?? 1).toBeGreaterThan(0);
        },
      ),
      { numRuns: 400, seed: 42 },
    );
  });
});
