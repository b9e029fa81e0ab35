import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import bundled from 'gpt-tokenizer/bpeRanks/o200k_base';
import { countTokens as libraryCount } from 'gpt-tokenizer/encoding/o200k_base';
import { projectRoot } from '../../src/paths.js';
import { countTokens, o200kRanks, TokenTable } from '../../src/engine/tokens.js';

/** gpt-tokenizer's own samples for o200k_base, each with the tokens tiktoken gives it. */
function testPlans(): { sample: string; tokens: number }[] {
  const file = createRequire(import.meta.url).resolve('gpt-tokenizer/data/TestPlans.txt');
  return readFileSync(file, 'utf8')
    .split('\n\n')
    .flatMap((plan) => {
      const m = /^EncodingName: o200k_base\nSample: ([^]*)\nEncoded: \[([^\]]*)\]/.exec(plan);
      if (!m) return [];
      return [{ sample: m[1] ?? '', tokens: (m[2] ?? '').split(',').filter(Boolean).length }];
    });
}

/** Every line of the service's own wording (content/), the kind of text it counts. */
function contentLines(dir = join(projectRoot(), 'content')): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? contentLines(join(dir, entry.name))
      : readFileSync(join(dir, entry.name), 'utf8').split('\n'),
  );
}

describe('countTokens (o200k_base)', () => {
  it('counts nothing in an empty string', () => {
    expect(countTokens('')).toBe(0);
  });

  it('matches the o200k_base encoding on known strings', () => {
    expect(countTokens('Hello world')).toBe(2);
    expect(countTokens('Hello, world!')).toBe(4);
    expect(countTokens('Follow up on project proposal meeting')).toBe(6);
  });

  it('counts non-Latin text without throwing', () => {
    expect(countTokens('naïve café 東京')).toBe(5);
  });

  it('grows with the text: a repeated sentence costs about as many tokens again', () => {
    const sentence = 'Could you let me know a good time this week for a short call? ';
    const once = countTokens(sentence);
    const ten = countTokens(sentence.repeat(10));
    expect(ten).toBeGreaterThanOrEqual(9 * once);
    expect(ten).toBeLessThanOrEqual(11 * once);
  });

  it('counts the same once the words it kept have given way to others', () => {
    const text = 'Please review the renewal of the support contract for Globex, reference 4821.';
    const first = countTokens(text);
    for (let i = 0; i < 6000; i++) countTokens(`reference-${i.toString(36)}x${i}`);
    expect(countTokens(text)).toBe(first);
  });

  it('counts piece by piece what the tokenizer counts of the whole text', () => {
    const texts = [
      'Hi Maya,\n\nThe refund of $1,249.99 was issued today (ref. INV-20931).\n\nBest,\nSam',
      "  spaces   before, between\tand after  \r\n\r\n- they're here; it's 12:30pm — ok?",
      'naïve café 東京 😀👍🏽 Straße ÆØÅ 1234567 ///\n\n',
      'Subject: Q3 budget\n\nCould we meet on Thursday at 3pm? I’ll bring the numbers…',
    ];
    // Twice: the second time, the pieces' counts come from what was kept.
    for (const text of [...texts, ...texts]) expect(countTokens(text)).toBe(libraryCount(text));
    expect(() => countTokens('a <|endoftext|> b')).toThrow(/special token/);
  });

  it("reads the encoding's ranks as gpt-tokenizer's bundled module holds them, rank for rank", () => {
    const ranks = o200kRanks();
    expect(ranks.length).toBe(bundled.length);
    const differing = bundled.flatMap((token, rank) =>
      JSON.stringify(ranks[rank]) === JSON.stringify(token) ? [] : [rank],
    );
    expect(differing).toEqual([]);
    // No entry where the bundle has none (the tokenizer counts its vocabulary by keys).
    expect(Object.keys(ranks).length).toBe(Object.keys(bundled).length);
  });

  it("counts as tiktoken on gpt-tokenizer's test plans for o200k_base", () => {
    const plans = testPlans();
    expect(plans.length).toBeGreaterThan(10);
    for (const { sample, tokens } of plans)
      expect([sample, countTokens(sample)]).toEqual([sample, tokens]);
  });

  it("counts as gpt-tokenizer's own o200k_base, whose text tokens are in a Map", () => {
    const lines = contentLines();
    expect(lines.length).toBeGreaterThan(1000);
    const differing = lines.filter((line) => countTokens(line) !== libraryCount(line));
    expect(differing).toEqual([]);
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ unit: 'grapheme', maxLength: 60 }),
          fc.string({ unit: 'binary', maxLength: 60 }),
          fc.string({
            // A BOM, a combining mark, halves of a surrogate pair alone, an emoji …
            unit: fc.constantFrom(
              '\uFEFF',
              'é',
              'e\u0301',
              '\uD83D',
              '\uDE00',
              '東',
              '🌍',
              ' ',
              '\n',
              "'",
              'a',
              '1',
            ),
            maxLength: 30,
          }),
        ),
        (text) => countTokens(text) === libraryCount(text),
      ),
      { numRuns: 3000 },
    );
  });

  it('refuses a special token as the library does', () => {
    expect(() => libraryCount('see <|endoftext|>')).toThrow();
    expect(() => countTokens('see <|endoftext|>')).toThrow();
  });

  it('finds each text token at its rank, and nothing else', () => {
    const ranks = o200kRanks();
    const table = new TokenTable(ranks);
    const misplaced = ranks.flatMap((token, rank) =>
      typeof token === 'string' && table.get(token) !== rank ? [rank] : [],
    );
    expect(misplaced).toEqual([]);
    for (const text of ['', 'Hello world and more', '\uFFFE\uFFFE', 'zzzzzzzzzzzzzz'])
      expect(table.get(text)).toBeUndefined();
  });

  it('counts line by line what the tokenizer counts of the whole text, whatever the line breaks', () => {
    // Texts of line breaks, spaces, slashes, punctuation, words and digits: where a text is
    // cut into lines, no piece of the tokenizer's may cross the cut.
    const unit = fc.constantFrom(
      ...['\n', '\r', '\r\n', '\n\n', ' ', '  ', '\t', '\u00a0', '/', ' /', '/\n'],
      ...['.', ',', '!', '-', ':', '—', '’', "'s", 'a', 'B', 'cd', 'Éx', '東', '😀', '1', '23'],
    );
    fc.assert(
      fc.property(
        fc.string({ unit, maxLength: 30 }),
        (text) => countTokens(text) === libraryCount(text),
      ),
      { numRuns: 3000 },
    );
  });
});
