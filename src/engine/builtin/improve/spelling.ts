/**
 * spelling: misspelled words (found by retext-spell with dictionary-en) replaced by a
 * correction only when it is clearly the intended word. Names, acronyms, identifiers,
 * emails and links are left alone: a capital mid-sentence marks a name, not a typo.
 */
import type { Edit } from './edits.js';
import { asFix, caseFor, phraseEdits, startsSentence } from './edits.js';
import { layoutOf, lineOffset } from './draft.js';
import { editStep, type StepContext } from './step.js';

/** Words looked up per text, beyond which the rest are left as written: bounds the work. */
const MAX_LOOKUPS = 60;

export const spelling = editStep(async (text: string, ctx: StepContext): Promise<Edit[]> => {
  const phrases = phraseEdits(
    text,
    ctx.data.spelling.phrases,
    (r, found) => `"${found}" is spelled "${r.to}"`,
  );
  const names = nameLines(text, ctx);
  const slang = slangOf(ctx);
  const unknown = (await ctx.tools.unknownWords(text)).filter(
    (f) =>
      (mayCorrect(text, f.start, f.actual) || known(ctx, f.actual)) &&
      !slang.has(f.actual.toLowerCase()) &&
      !(/^[A-Z]/.test(f.actual) && names.some(([s, e]) => f.start >= s && f.end <= e)),
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
  return asFix('misspelling', [...phrases, ...words]);
});

/**
 * The greeting line and the lines from the sign-off on (or a sender's name alone at the
 * end): capitalized words there are names ("Dev", "Marguerite"), not typos.
 */
function nameLines(text: string, ctx: StepContext): [number, number][] {
  const lines = text.split('\n');
  const layout = layoutOf(text, ctx.words);
  const ranges: [number, number][] = [];
  const line = (i: number): [number, number] => {
    const start = lineOffset(lines, i);
    return [start, start + (lines[i] ?? '').length];
  };
  if (layout.greeting !== undefined) ranges.push(line(layout.greeting));
  const from = layout.signOff ?? layout.sender;
  if (from !== undefined) for (let i = from; i < lines.length; i++) ranges.push(line(i));
  return ranges;
}

/**
 * Casual words formality knows ("btw", "tmrw", "gonna"): not typos, and a spelling guess
 * for them ("btw" → "bow") would lose what they mean.
 */
function slangOf(ctx: StepContext): Set<string> {
  const { rewrites } = ctx.data;
  return new Set(
    [...rewrites.formalize, ...ctx.editing.formality.casual, ...ctx.data.basics.shorthand]
      .map((r) => r.from.toLowerCase())
      .filter((w) => !/\s/.test(w)),
  );
}

function mayCorrect(text: string, start: number, word: string): boolean {
  // A word of three letters or fewer has too many neighbours to guess ("lol" → "loll").
  if (word.length <= 3 || /[\d@_/.'’]/.test(word)) return false;
  // No vowel: an abbreviation ("thx", "pls"), not a misspelled word.
  if (!/[aeiouy]/i.test(word)) return false;
  if (/^[A-Z]{2,}$/.test(word) || /.[A-Z]/.test(word)) return false;
  return !/^[A-Z]/.test(word) || startsSentence(text, start);
}

/** A short misspelling the data names ("teh" → "the") is corrected however short. */
function known(ctx: StepContext, word: string): boolean {
  return (
    /^[a-z]{2,3}$/i.test(word) && Object.hasOwn(ctx.data.spelling.corrections, word.toLowerCase())
  );
}
