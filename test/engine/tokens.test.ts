import { describe, expect, it } from '@jest/globals';
import { countTokens as countWhole } from 'gpt-tokenizer/encoding/o200k_base';
import { countTokens } from '../../src/engine/tokens.js';

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
    for (const text of [...texts, ...texts]) expect(countTokens(text)).toBe(countWhole(text));
    expect(() => countTokens('a <|endoftext|> b')).toThrow(/special token/);
  });
});
