/**
 * Edits to a draft as offset ranges, applied together from the end so offsets stay valid,
 * each one recorded as a change the caller sees. Facts are never edited: URLs, email
 * addresses, numbers and identifiers such as INV-2041 are protected ranges.
 */
import type { Change } from '../../engine.js';
import { capitalize, escapeRegExp } from '../text.js';

export interface Edit {
  start: number;
  end: number;
  replacement: string;
  reason: string;
  /** What the change list shows when it differs from the raw range ("Basically," → ""). */
  shown?: { original: string; replacement: string };
  /**
   * The kind of fix, for the summary ("shorthand", "apostrophe"; content/improve/editing.yaml
   * names them); without one, the summary names the improvement kind.
   */
  fix?: string;
  /** Chat shorthand shaped like an id ("b4"): the data names it, so it may be replaced. */
  shorthand?: boolean;
}

/** Records a change, with the kind of fix it is when the step knows it. */
export type Recorder = (change: Change, fix?: string) => void;

/** The edits, each marked as a fix of one kind. */
export function asFix(fix: string, edits: readonly Edit[]): Edit[] {
  return edits.map((e) => ({ ...e, fix }));
}

/**
 * Each pattern with a test of what any match of it must hold (an "@", a digit, a "["): most
 * drafts hold no address or link, and a pattern such as the address one is tried from every
 * word of the text, backtracking through each, before it finds nothing. Skipping a pattern
 * whose test fails finds the same ranges.
 */
const PROTECTED: readonly (readonly [(text: string) => boolean, RegExp])[] = [
  [
    (text) => /https?:\/\/|www\./i.test(text),
    /\b(?:https?:\/\/|www\.)[^\s<>()]+[^\s<>().,;:!?'"]/gi,
  ],
  [(text) => text.includes('@'), /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g],
  // Bare domains ("staging.acme.dev") and paths on them.
  [
    (text) => /\.(?:com|org|net|io|dev|co|ai|app|uk|de|fr|eu|us|info|biz)\b/i.test(text),
    /\b[\w-]+(?:\.[\w-]+)*\.(?:com|org|net|io|dev|co|ai|app|uk|de|fr|eu|us|info|biz)\b(?:\/[^\s]*[^\s.,;:!?)])?/gi,
  ],
  // Amounts, dates, times, percentages: not the period that ends the sentence after them.
  [(text) => /\d/.test(text), /[$€£¥]?\d(?:[\d,.:/-]*\d)?(?:%|[A-Za-z]+)?/g],
  [(text) => /\d/.test(text), /\b[A-Za-z]+[-#]?\d[\w-]*\b/g],
  [(text) => text.includes('['), /\[[^\]\n]{1,40}\]/g],
];

/** The ranges of the text no edit may touch. */
function protectedRanges(text: string): [number, number][] {
  return PROTECTED.flatMap(([holds, pattern]) =>
    holds(text)
      ? [...text.matchAll(pattern)].map((m): [number, number] => [m.index, m.index + m[0].length])
      : [],
  );
}

/**
 * Whether an edit would damage a protected range: it overlaps one that it does not
 * contain whole and carry over unchanged ("Send the form by May 9." may become "Could you
 * send the form by May 9?", as "May 9" is still there).
 */
function damages(
  text: string,
  ranges: readonly [number, number][],
  edit: Pick<Edit, 'start' | 'end' | 'replacement'>,
): boolean {
  return ranges.some(
    ([s, e]) =>
      edit.start < e &&
      edit.end > s &&
      !(s >= edit.start && e <= edit.end && edit.replacement.includes(text.slice(s, e))),
  );
}

/**
 * Applies the edits that do not overlap an earlier one or damage a protected range,
 * records each as a change of `kind`, and returns the new text.
 */
export function applyEdits(
  text: string,
  edits: readonly Edit[],
  kind: string,
  record: Recorder,
): string {
  if (edits.length === 0) return text;
  const guarded = protectedRanges(text);
  const accepted: Edit[] = [];
  for (const edit of [...edits].sort((a, b) => a.start - b.start || b.end - a.end)) {
    const original = text.slice(edit.start, edit.end);
    if (original === edit.replacement) continue;
    if (damages(text, guarded, edit) && !isSpacing(original) && edit.shorthand !== true) continue;
    if (accepted.some((a) => edit.start < a.end && edit.end > a.start)) continue;
    if (edit.start === edit.end && accepted.some((a) => a.start === edit.start)) continue;
    accepted.push(edit);
  }
  let out = text;
  for (const edit of [...accepted].reverse()) {
    out = out.slice(0, edit.start) + edit.replacement + out.slice(edit.end);
  }
  out = recapitalize(text, out, accepted);
  for (const edit of accepted) {
    const shown = edit.shown ?? shownSpan(text, edit);
    record(
      {
        kind,
        original: shown.original.trim(),
        replacement: shown.replacement.trim(),
        reason: edit.reason,
      },
      edit.fix,
    );
  }
  return out;
}

/**
 * What the change list shows for an edit: the text it replaced and its replacement, or,
 * when that is only spaces or punctuation ("Monday ." → "Monday."), the words around it
 * too, so a reader sees where the change was.
 */
function shownSpan(text: string, edit: Edit): { original: string; replacement: string } {
  const original = text.slice(edit.start, edit.end);
  if (/[\p{L}\p{N}]/u.test(original) && /[\p{L}\p{N}]/u.test(edit.replacement))
    return { original, replacement: edit.replacement };
  let from = edit.start;
  while (from > 0 && /[ \t]/.test(text.charAt(from - 1))) from--;
  while (from > 0 && /\S/.test(text.charAt(from - 1))) from--;
  let to = edit.end;
  while (to < text.length && /[ \t]/.test(text.charAt(to))) to++;
  while (to < text.length && /\S/.test(text.charAt(to))) to++;
  return {
    original: text.slice(from, to),
    replacement: text.slice(from, edit.start) + edit.replacement + text.slice(edit.end, to),
  };
}

/**
 * A sentence that started with a capital still does after its first words were replaced
 * or removed ("Basically, we" → "We"), whichever edits touched it.
 */
function recapitalize(before: string, after: string, edits: readonly Edit[]): string {
  let out = after;
  let shift = 0;
  for (const edit of edits) {
    const at = edit.start + shift;
    shift += edit.replacement.length - (edit.end - edit.start);
    if (!/[A-Z]/.test(before.charAt(edit.start)) || !startsSentence(before, edit.start)) continue;
    const letter = out.charAt(at);
    if (/[a-z]/.test(letter)) out = out.slice(0, at) + letter.toUpperCase() + out.slice(at + 1);
  }
  return out;
}

/** Whitespace-only edits (a doubled space next to a number) do not touch the fact itself. */
function isSpacing(text: string): boolean {
  return /^\s+$/.test(text);
}

/** Whether `offset` starts a sentence: the text start, after . ! ? or a line break. */
export function startsSentence(text: string, offset: number): boolean {
  return (
    /(?:^|[.!?]["')\]]?\s+|\n\s*)$/.test(text.slice(Math.max(0, offset - 40), offset)) ||
    offset === 0
  );
}

/**
 * A phrase table's entry; `question` is the wording when the sentence asks something,
 * `start` when the phrase opens a sentence ("btw" → "By the way,").
 */
export interface PhraseRule {
  from: string;
  to: string;
  question?: string | undefined;
  start?: string | undefined;
}

/**
 * Edits replacing each rule's phrase (whole words, any case) with its replacement, capital
 * at the start of a sentence. An empty replacement removes the phrase with its comma. An
 * "a" or "an" before the phrase follows its replacement ("a very important" → "an
 * essential").
 */
export function phraseEdits(
  text: string,
  rules: readonly PhraseRule[],
  reason: (rule: PhraseRule, found: string) => string,
): Edit[] {
  const edits: Edit[] = [];
  const runs = runsOf(text);
  const { sorted, byLongestKey, keyless } = longestFirst(rules);
  // Most of a table's phrases are not in a given draft: a word of the phrase that the draft
  // lacks rules it out before its pattern runs. The rules are found from the draft's words,
  // through each rule's longest word, and taken in the table's order.
  const candidates = [...keyless];
  for (const run of runs) for (const at of byLongestKey.get(run) ?? []) candidates.push(at);
  candidates.sort((a, b) => a - b);
  for (const at of candidates) {
    const { rule, keys } = sorted[at]!;
    if (!keys.every((key) => runs.has(key))) continue;
    for (const m of text.matchAll(phrasePattern(rule.from))) {
      const to =
        rule.question !== undefined && asks(text, m.index)
          ? rule.question
          : rule.start !== undefined && startsSentence(text, m.index)
            ? rule.start
            : rule.to;
      const found =
        to === '' ? removal(text, m.index, m[0].length) : replacement(text, m.index, m[0], to);
      const edit = withArticle(text, found);
      if (!edits.some((e) => edit.start < e.end && edit.end > e.start))
        edits.push({ ...edit, reason: reason({ ...rule, to }, m[0]) });
    }
  }
  return edits;
}

interface KeyedRule {
  rule: PhraseRule;
  keys: readonly string[];
}

interface Table {
  /** The rules, longest phrase first (the sort is stable). */
  sorted: readonly KeyedRule[];
  /** The places in `sorted` of the rules whose longest word is the key. */
  byLongestKey: ReadonlyMap<string, readonly number[]>;
  /** The places of the rules with no ASCII word to look them up by: always tried. */
  keyless: readonly number[];
}

/** A table's rules, longest phrase first, each with its keys; made once per table. */
function longestFirst(rules: readonly PhraseRule[]): Table {
  let table = TABLES.get(rules);
  if (table === undefined) {
    const sorted = [...rules]
      .sort((a, b) => b.from.length - a.from.length)
      .map((rule) => ({ rule, keys: phraseKeys(rule.from) }));
    const byLongestKey = new Map<string, number[]>();
    const keyless: number[] = [];
    sorted.forEach(({ keys }, at) => {
      const longest = keys.reduce<string | undefined>(
        (best, key) => (best === undefined || key.length > best.length ? key : best),
        undefined,
      );
      if (longest === undefined) keyless.push(at);
      else if (byLongestKey.has(longest)) byLongestKey.get(longest)!.push(at);
      else byLongestKey.set(longest, [at]);
    });
    table = { sorted, byLongestKey, keyless };
    TABLES.set(rules, table);
  }
  return table;
}

const TABLES = new WeakMap<readonly PhraseRule[], Table>();

/**
 * The runs of ASCII letters and digits in a phrase, lowercase. A text the phrase's pattern
 * matches has each of them as a whole run of its own (`runsOf`): a case-insensitive
 * pattern matches an ASCII letter only with an ASCII letter, and each run of the phrase
 * ends at a character of the phrase that is not one, or at the pattern's word boundary.
 * None for a phrase with anything but printable ASCII and spaces, which is always tried.
 */
function phraseKeys(phrase: string): readonly string[] {
  return /[^ -~\s]/.test(phrase) ? [] : (phrase.toLowerCase().match(/[a-z0-9]+/g) ?? []);
}

/**
 * The runs of ASCII letters and digits of a text, lowercase. Kept for the last text: the
 * steps run several tables over the same one.
 */
function runsOf(text: string): ReadonlySet<string> {
  if (text !== lastText) {
    lastRuns = LOWERS_TO_ASCII.test(text)
      ? new Set((text.match(/[A-Za-z0-9]+/g) ?? []).map((r) => r.toLowerCase()))
      : new Set(text.toLowerCase().match(/[a-z0-9]+/g));
    lastText = text;
  }
  return lastRuns;
}

/**
 * The only characters but A to Z whose lowercase holds an ASCII letter or digit (İ → i̇,
 * the kelvin sign → k), found by lowercasing every code point: a text without them can be
 * lowercased whole, with the same runs as each run lowercased on its own.
 */
const LOWERS_TO_ASCII = /[\u0130\u212a]/;

let lastText = '';
let lastRuns: ReadonlySet<string> = new Set();

/** A phrase as a pattern: whole words, any case, any spacing, either apostrophe. */
function phrasePattern(phrase: string): RegExp {
  const hit = PHRASE_PATTERNS.get(phrase);
  if (hit !== undefined) return hit;
  const source = escapeRegExp(phrase).replace(/\s+/g, '\\s+').replace(/'/g, "['’]");
  const head = /^\w/.test(phrase) ? "(?<![\\w'’-])" : '';
  const tail = /\w$/.test(phrase) ? "(?![\\w'’-])" : '';
  const pattern = new RegExp(`${head}${source}${tail}`, 'gi');
  PHRASE_PATTERNS.set(phrase, pattern);
  return pattern;
}

/** Compiled once per phrase of the data tables (matchAll copies it, so it can be shared). */
const PHRASE_PATTERNS = new Map<string, RegExp>();

/** Whether the sentence around `offset` ends with a question mark. */
function asks(text: string, offset: number): boolean {
  return /^[^.!?\n]*\?/.test(text.slice(offset));
}

function replacement(
  text: string,
  start: number,
  original: string,
  to: string,
): Omit<Edit, 'reason'> {
  return { start, end: start + original.length, replacement: caseFor(text, start, original, to) };
}

/** A replacement's case: capitalized at a sentence start, as written elsewhere ("I" stays). */
export function caseFor(text: string, start: number, original: string, to: string): string {
  if (/^I\b/.test(to)) return to;
  if (startsSentence(text, start) && /^[A-Z]/.test(original)) return capitalize(to);
  return /^[A-Z][a-z]/.test(to) && !/^[A-Z]/.test(original) && !PROPER.test(to)
    ? to.charAt(0).toLowerCase() + to.slice(1)
    : to;
}

/** Words that keep their capital anywhere in a sentence ("xmas" → "Christmas"). */
const PROPER =
  /^(?:Christmas|Easter|Instagram|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|January|February|March|April|June|July|August|September|October|November|December)\b/;

/**
 * Removes a phrase with the comma and space after it ("Basically, we" → "We"), the commas
 * around it (", if possible,"), or the space before it mid-sentence ("is actually fine"
 * → "is fine"); after a comma and before more words, only the phrase and its space go
 * ("INV-7720, I would like to point out that it is" → "INV-7720, it is").
 */
function removal(text: string, start: number, length: number): Omit<Edit, 'reason'> {
  const after = /^,?[ \t]*/.exec(text.slice(start + length))?.[0] ?? '';
  const range = ((): { start: number; end: number } => {
    if (startsSentence(text, start)) return { start, end: start + length + after.length };
    const before =
      text.slice(Math.max(0, start - 2), start) === ', '
        ? 2
        : text.charAt(start - 1) === ' '
          ? 1
          : 0;
    if (before === 2 && !after.startsWith(',') && /^[ \t]+\S/.test(text.slice(start + length)))
      return { start, end: start + length + after.length };
    const comma = after.startsWith(',') && before !== 1 ? 1 : 0;
    return { start: start - before, end: start + length + comma };
  })();
  return { ...range, replacement: '', shown: removalShown(text, range.start, range.end) };
}

/**
 * A removal as the change list shows it: with the words on either side, so both sides
 * read as text ("is pretty much blocking" → "is blocking", "The thing is that the
 * vendor" → "The vendor").
 */
function removalShown(
  text: string,
  start: number,
  end: number,
): { original: string; replacement: string } {
  const previous = /(?:^|[ \t])([^\s]+[ \t]*)$/.exec(text.slice(Math.max(0, start - 40), start));
  const from = startsSentence(text, start) ? start : start - (previous?.[1]?.length ?? 0);
  const next = /^[ \t]*[^\s]+/.exec(text.slice(end))?.[0] ?? '';
  const kept = text.slice(from, start) + text.slice(end, end + next.length);
  const capital =
    from === start && /^[A-Z]/.test(text.charAt(start)) ? capitalize(kept.trimStart()) : kept;
  return { original: text.slice(from, end + next.length), replacement: capital };
}

/**
 * The edit, widened to the "a" or "an" before it when the word that follows the edit
 * needs the other one.
 */
function withArticle(text: string, edit: Omit<Edit, 'reason'>): Omit<Edit, 'reason'> {
  const before = /(?<![\w'’-])(an?)([ \t]*)$/i.exec(
    text.slice(Math.max(0, edit.start - 8), edit.start),
  );
  if (before === null) return edit;
  const rest = edit.replacement + text.slice(edit.end);
  const next = /^[ \t]*([A-Za-z][\w'’-]*)/.exec(rest);
  const needed = articleFor(next?.[1] ?? '');
  const article = before[1] ?? '';
  if (needed === undefined || needed === article.toLowerCase()) return edit;
  const start = edit.start - before[0].length;
  const written = /^A/.test(article) ? capitalize(needed) : needed;
  const replacementText = written + (before[2] ?? '') + edit.replacement;
  const tail = edit.replacement === '' ? (next?.[0] ?? '') : '';
  return {
    start,
    end: edit.end,
    replacement: replacementText,
    shown: {
      original: text.slice(start, edit.end) + tail,
      replacement: replacementText + tail,
    },
  };
}

/** "a" or "an" before a word, by its sound; undefined for an acronym, which may go either way. */
export function articleFor(word: string): 'a' | 'an' | undefined {
  if (word === '' || /^[A-Z]{2,}/.test(word)) return undefined;
  if (/^(?:hour|honest|honor|honour|heir)/i.test(word)) return 'an';
  if (/^(?:uni(?!n)|use|usu|uti|ubiq|eu|one\b|once|ur[aeiou])/i.test(word)) return 'a';
  return /^[aeiou]/i.test(word) ? 'an' : 'a';
}

/**
 * The part of `before` that became something else in `after`, widened to whole sentences
 * so a reader sees where it happened: an added line is shown with the sentence before it
 * ("…the warranty." → "…the warranty.\n\nCould you …?"), a break with the words around it.
 */
export function diffSpan(before: string, after: string): { original: string; replacement: string } {
  let head = 0;
  while (head < before.length && head < after.length && before[head] === after[head]) head++;
  // Start the change at a word: "Could…\n\nCheers" added before "Cheers" shares its "C".
  while (head > 0 && /\S/.test(before.charAt(head - 1))) head--;
  let tail = 0;
  while (
    tail < before.length - head &&
    tail < after.length - head &&
    before[before.length - 1 - tail] === after[after.length - 1 - tail]
  )
    tail++;
  const endBefore = before.length - tail;
  const endAfter = after.length - tail;
  // A line break or blank line alone is shown with the sentences on both sides of it.
  const spacing =
    after.slice(head, endAfter).trim() === '' && before.slice(head, endBefore).trim() === '';
  const inserted = endBefore === head && !spacing;
  const hasTextBefore = before.slice(0, head).trim() !== '';
  const start = !inserted || hasTextBefore ? sentenceStart(before, head) : head;
  const extra = !inserted || !hasTextBefore ? sentenceEnd(before, endBefore) - endBefore : 0;
  return {
    original: before.slice(start, endBefore + extra),
    replacement: after.slice(start, endAfter + extra),
  };
}

/** The start of the sentence or line that holds the text just before `offset`. */
function sentenceStart(text: string, offset: number): number {
  let at = offset;
  while (at > 0 && /\s/.test(text.charAt(at - 1))) at--;
  at--;
  while (at > 0) {
    const previous = text.charAt(at - 1);
    if (previous === '\n') break;
    if (/\s/.test(previous) && /[.!?]/.test(text.charAt(at - 2))) break;
    at--;
  }
  return Math.max(0, at);
}

/** The end of the sentence or line that holds the text at `offset`. */
function sentenceEnd(text: string, offset: number): number {
  let at = offset;
  while (at < text.length && /[ \t]/.test(text.charAt(at))) at++;
  while (at < text.length && text.charAt(at) !== '\n') {
    if (/[.!?]/.test(text.charAt(at)) && /^(?:\s|$)/.test(text.slice(at + 1, at + 2)))
      return at + 1;
    at++;
  }
  return at;
}
