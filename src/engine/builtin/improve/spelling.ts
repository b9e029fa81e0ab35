/**
 * spelling: misspelled words (found by retext-spell with dictionary-en) replaced by a
 * correction only when it is clearly the intended word. Names, acronyms, identifiers,
 * emails and links are left alone: a capital mid-sentence marks a name, not a typo.
 */
import type { Edit } from './edits.js';
import { caseFor, phraseEdits, startsSentence } from './edits.js';
import { editStep, type StepContext } from './step.js';

/** Words looked up per text, beyond which the rest are left as written: bounds the work. */
const MAX_LOOKUPS = 60;

export const spelling = editStep(async (text: string, ctx: StepContext): Promise<Edit[]> => {
  const phrases = phraseEdits(
    text,
    ctx.data.spelling.phrases,
    (r, found) => `"${found}" is spelled "${r.to}"`,
  );
  const unknown = (await ctx.tools.unknownWords(text)).filter((f) =>
    mayCorrect(text, f.start, f.actual),
  );
  const lookups = new Map<string, string | undefined>();
  const words = unknown.flatMap((f) => {
    if (!lookups.has(f.actual)) {
      if (lookups.size >= MAX_LOOKUPS) return [];
      lookups.set(f.actual, ctx.speller.correction(f.actual));
    }
    const fix = lookups.get(f.actual);
    if (fix === undefined || fix === f.actual) return [];
    const replacement = caseFor(text, f.start, f.actual, fix);
    return [{ start: f.start, end: f.end, replacement, reason: `"${f.actual}" is misspelled` }];
  });
  return [...phrases, ...words];
});

function mayCorrect(text: string, start: number, word: string): boolean {
  if (word.length < 3 || /[\d@_/.]/.test(word)) return false;
  if (/^[A-Z]{2,}$/.test(word) || /.[A-Z]/.test(word)) return false;
  return !/^[A-Z]/.test(word) || startsSentence(text, start);
}
