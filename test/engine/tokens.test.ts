import { describe, expect, it } from '@jest/globals';
import bundled from 'gpt-tokenizer/bpeRanks/o200k_base';
import { countTokens, o200kRanks } from '../../src/engine/tokens.js';

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
});
