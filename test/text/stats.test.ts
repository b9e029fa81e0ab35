import { describe, expect, it } from '@jest/globals';
import { countWords, placeholdersIn } from '../../src/text/stats.js';

describe('text statistics', () => {
  it('counts runs of non-space characters, whatever the spacing', () => {
    expect(countWords('')).toBe(0);
    expect(countWords('  \n\t ')).toBe(0);
    expect(countWords('one')).toBe(1);
    expect(countWords(' Dear [Recipient Name],\n\nThanks —  see you.\n')).toBe(7);
  });

  it('finds each bracketed placeholder once, in order of appearance', () => {
    expect(placeholdersIn('Hi [Recipient Name]', 'From [Your Name] to [Recipient Name]')).toEqual([
      '[Recipient Name]',
      '[Your Name]',
    ]);
    expect(placeholdersIn('no [lowercase] or [] brackets')).toEqual([]);
  });
});
