/**
 * oneLine and tidy return a text as it is when one test finds nothing their replacements
 * would change: whatever the text, they must answer what the replacements answer (tidy's
 * are tidyLine's, line by line).
 */
import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { oneLine, tidy, tidyLine } from '../../src/engine/builtin/text.js';

function everyReplacementOfOneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** Texts made of what the replacements look for: spaces of every kind, breaks, punctuation. */
const spacedText = fc.string({
  unit: fc.constantFrom(
    ...[' ', '  ', '\t', '\n', '\r', '\u00a0', '\u2028', '\ufeff'],
    ...['.', '..', ',', ';', ':', '!', '?', 'a', 'Bc', '1'],
  ),
  maxLength: 40,
});

describe('oneLine and tidy', () => {
  it('answer what their replacements answer, whatever the text', () => {
    fc.assert(
      fc.property(spacedText, (text) => {
        expect(oneLine(text)).toBe(everyReplacementOfOneLine(text));
        // One line: tidy either passes it through untouched or gives it to tidyLine.
        const line = text.replace(/\n/g, '');
        expect(tidy(line)).toBe(tidyLine(line));
      }),
      { numRuns: 5000 },
    );
  });

  it('leave a tidy text as it is', () => {
    const text = 'Hi Maya,\n\nThe refund was issued today. Thanks!\n\nBest,\nSam';
    expect(tidy(text)).toBe(text);
    expect(oneLine('Meeting was yesterday, they seemed interested')).toBe(
      'Meeting was yesterday, they seemed interested',
    );
  });
});
