import { describe, expect, it } from '@jest/globals';
import { countWords, placeholdersIn, wordsWithSpacing } from '../../src/text/stats.js';

describe('text statistics', () => {
  it('counts runs of non-space characters, whatever the spacing', () => {
    expect(countWords('')).toBe(0);
    expect(countWords('  \n\t ')).toBe(0);
    expect(countWords('one')).toBe(1);
    expect(countWords(' Dear [Recipient Name],\n\nThanks —  see you.\n')).toBe(7);
  });

  it('splits a text into words that keep their spacing and join back to it', () => {
    const text = ' Dear [Recipient Name],\n\nThanks —  see you.\n';
    const words = wordsWithSpacing(text);
    expect(words).toEqual([
      ' Dear ',
      '[Recipient ',
      'Name],\n\n',
      'Thanks ',
      '—  ',
      'see ',
      'you.\n',
    ]);
    expect(words.join('')).toBe(text);
    expect(words).toHaveLength(countWords(text));
    expect(wordsWithSpacing('')).toEqual([]);
    expect(wordsWithSpacing(' \n')).toEqual([' \n']);
  });

  it('finds each bracketed placeholder once, in order of appearance', () => {
    expect(placeholdersIn('Hi [Recipient Name]', 'From [Your Name] to [Recipient Name]')).toEqual([
      '[Recipient Name]',
      '[Your Name]',
    ]);
    expect(placeholdersIn('no [lowercase] or [] brackets')).toEqual([]);
  });
});
