/** Small string helpers shared by the composer and the editor. */
import { Kept } from '../kept.js';

/** Words as the API counts them (`word_count`): one definition for the whole service. */
export { countWords } from '../../text/stats.js';

export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * A pattern built from the data's words, compiled once for its source and flags: the
 * reader, the voice and the editor build the same patterns for every call. Not for
 * sources holding the caller's words, which would only fill it. Shared, so only for uses
 * that keep no state in it: `test` and `exec` of a pattern without the g flag, and
 * `replace`, `split` or `matchAll` with any (they start from 0).
 */
export function patternOf(source: string, flags = ''): RegExp {
  let kept = PATTERNS.get(flags);
  if (kept === undefined) {
    kept = new Kept(KEPT_PATTERNS);
    PATTERNS.set(flags, kept);
  }
  // Looked up by the source itself, not a key joined from it and the flags: the data's
  // sources are the same strings each time, whose hash the engine keeps, and a joined key
  // would be a new string to hash on every call.
  let pattern = kept.get(source);
  if (pattern === undefined) {
    pattern = new RegExp(source, flags);
    // Bounded all the same (per flags, which are the code's own few).
    kept.set(source, pattern);
  }
  return pattern;
}

const PATTERNS = new Map<string, Kept<string, RegExp>>();
const KEPT_PATTERNS = 1024;

/**
 * A list of words as a pattern's alternation, longest first so the longest wins, each
 * escaped: made once per list (the lists are the data's, read on every call).
 */
export function alternationOf(words: readonly string[]): string {
  let alternation = ALTERNATIONS.get(words);
  if (alternation === undefined) {
    alternation = [...words]
      .sort((a, b) => b.length - a.length)
      .map(escapeRegExp)
      .join('|');
    ALTERNATIONS.set(words, alternation);
  }
  return alternation;
}

const ALTERNATIONS = new WeakMap<readonly string[], string>();

/** Ends a clause as a sentence: trailing commas and the like go, a period is added. */
export function endSentence(text: string, mark = '.'): string {
  const trimmed = text.trim().replace(/[\s,;:–—-]+$/, '');
  return /[.!?]["')\]]?$/.test(trimmed) ? trimmed : trimmed + mark;
}

/** Abbreviations whose period does not end a sentence ("Ms. Lee", "e.g. this"). */
const ABBREVIATIONS = new Set([
  'mr',
  'mrs',
  'ms',
  'dr',
  'prof',
  'st',
  'jr',
  'sr',
  'vs',
  'etc',
  'e.g',
  'i.e',
  'inc',
  'ltd',
  'co',
  'corp',
  'no',
  'approx',
  'dept',
  'est',
  'fig',
  'jan',
  'feb',
  'mar',
  'apr',
  'jun',
  'jul',
  'aug',
  'sep',
  'sept',
  'oct',
  'nov',
  'dec',
  'a.m',
  'p.m',
]);

/** Whether text ends with an abbreviation's period ("Dr.", "9:30 a.m."), not a sentence's. */
export function endsWithAbbreviation(text: string): boolean {
  const lastWord = /([A-Za-z.]+)\.\s*$/.exec(text)?.[1]?.toLowerCase();
  return lastWord !== undefined && ABBREVIATIONS.has(lastWord);
}

/**
 * Splits prose into sentences at `.`, `!` or `?` followed by a space, unless the period
 * belongs to an abbreviation. Sentences keep their punctuation.
 */
export function splitSentences(text: string): string[] {
  const sentences: string[] = [];
  let start = 0;
  for (const match of text.matchAll(/[.!?]+["')\]]?(\s+)/g)) {
    const end = match.index + match[0].length - (match[1]?.length ?? 0);
    const before = text.slice(start, end);
    if (endsWithAbbreviation(before)) continue;
    sentences.push(before.trim());
    start = match.index + match[0].length;
  }
  const rest = text.slice(start).trim();
  if (rest !== '') sentences.push(rest);
  return sentences.filter((s) => s !== '');
}

/**
 * Normalizes spacing without touching words: single spaces, no space before punctuation,
 * no doubled punctuation, trimmed lines, paragraphs separated by exactly one blank line.
 */
export function tidy(text: string): string {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) =>
      paragraph
        .split('\n')
        // Most lines are tidy already: one test for what tidyLine's replacements change.
        .map((line) => (UNTIDY.test(line) ? tidyLine(line) : line))
        .filter((line) => line !== '')
        .join('\n'),
    )
    .filter((paragraph) => paragraph !== '')
    .join('\n\n');
}

/** One line of tidy's: single spaces, no space before punctuation, no doubled punctuation, trimmed. */
export function tidyLine(line: string): string {
  return line
    .replace(/[ \t]+/g, ' ')
    .replace(/ +([,.;:!?])/g, '$1')
    .replace(/,(\s*,)+/g, ',')
    .replace(/([,;:])\s*([.!?])/g, '$2')
    .replace(/\.{2}(?!\.)/g, '.')
    .trim();
}

/**
 * What tidyLine's replacements change: a tab or a run of spaces, a space before
 * punctuation, doubled commas, a comma before a period, two periods, space at either end.
 * A line with none of them is left as it is by all of them.
 */
const UNTIDY = /[ \t]{2}|\t| [,.;:!?]|,\s*,|[,;:]\s*[.!?]|\.{2}(?!\.)|^\s|\s$/;

/** Collapses all whitespace, for single-line caller text such as names and notes. */
export function oneLine(text: string): string {
  // Most texts have single spaces only, which the replacement and trim leave as they are.
  return SPACED.test(text) ? text.replace(/\s+/g, ' ').trim() : text;
}

/** Whitespace that oneLine changes: other than a space, two in a row, or at either end. */
const SPACED = /[^\S ]|\s\s|^\s|\s$/;
