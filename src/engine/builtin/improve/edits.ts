/**
 * Edits to a draft as offset ranges, applied together from the end so offsets stay valid,
 * each one recorded as a change the caller sees. Facts are never edited: URLs, email
 * addresses, numbers and identifiers such as INV-2041 are protected ranges.
 */
import type { Change } from '../../engine.js';
import type { Rewrite } from '../data.js';
import { capitalize, escapeRegExp } from '../text.js';

export interface Edit {
  start: number;
  end: number;
  replacement: string;
  reason: string;
  /** What the change list shows when it differs from the raw range ("Basically," → ""). */
  shown?: { original: string; replacement: string };
}

export type Recorder = (change: Change) => void;

const PROTECTED: readonly RegExp[] = [
  /\b(?:https?:\/\/|www\.)[^\s<>()]+[^\s<>().,;:!?'"]/gi,
  /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g,
  /[$€£¥]?\d[\d,.:/%-]*\w*/g,
  /\b[A-Za-z]+[-#]?\d[\w-]*\b/g,
  /\[[^\]\n]{1,40}\]/g,
];

/** The ranges of the text no edit may touch. */
function protectedRanges(text: string): [number, number][] {
  return PROTECTED.flatMap((pattern) =>
    [...text.matchAll(pattern)].map((m): [number, number] => [m.index, m.index + m[0].length]),
  );
}

function overlaps(ranges: readonly [number, number][], start: number, end: number): boolean {
  return ranges.some(([s, e]) => start < e && end > s);
}

/**
 * Applies the edits that do not overlap an earlier one or a protected range, records
 * each as a change of `kind`, and returns the new text.
 */
export function applyEdits(
  text: string,
  edits: readonly Edit[],
  kind: string,
  record: Recorder,
): string {
  const guarded = protectedRanges(text);
  const accepted: Edit[] = [];
  for (const edit of [...edits].sort((a, b) => a.start - b.start || b.end - a.end)) {
    const original = text.slice(edit.start, edit.end);
    if (original === edit.replacement) continue;
    if (overlaps(guarded, edit.start, edit.end) && !isSpacing(original)) continue;
    if (accepted.some((a) => edit.start < a.end && edit.end > a.start)) continue;
    accepted.push(edit);
  }
  let out = text;
  for (const edit of [...accepted].reverse()) {
    out = out.slice(0, edit.start) + edit.replacement + out.slice(edit.end);
  }
  out = recapitalize(text, out, accepted);
  for (const edit of accepted) {
    const shown = edit.shown ?? {
      original: text.slice(edit.start, edit.end),
      replacement: edit.replacement,
    };
    record({
      kind,
      original: shown.original.trim(),
      replacement: shown.replacement.trim(),
      reason: edit.reason,
    });
  }
  return out;
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
 * Edits replacing each rule's phrase (whole words, any case) with its replacement, capital
 * at the start of a sentence. An empty replacement removes the phrase with its comma.
 */
export function phraseEdits(
  text: string,
  rules: readonly Rewrite[],
  reason: (rule: Rewrite, found: string) => string,
): Edit[] {
  const edits: Edit[] = [];
  const sorted = [...rules].sort((a, b) => b.from.length - a.from.length);
  for (const rule of sorted) {
    const source = escapeRegExp(rule.from).replace(/\s+/g, '\\s+').replace(/'/g, "['’]");
    const tail = /\w$/.test(rule.from) ? "(?![\\w'’-])" : '';
    const pattern = new RegExp(`(?<![\\w'’-])${source}${tail}`, 'gi');
    for (const m of text.matchAll(pattern)) {
      const edit =
        rule.to === ''
          ? removal(text, m.index, m[0].length)
          : replacement(text, m.index, m[0], rule.to);
      if (!edits.some((e) => edit.start < e.end && edit.end > e.start))
        edits.push({ ...edit, reason: reason(rule, m[0]) });
    }
  }
  return edits;
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
  return /^[A-Z][a-z]/.test(to) && !/^[A-Z]/.test(original)
    ? to.charAt(0).toLowerCase() + to.slice(1)
    : to;
}

/**
 * Removes a phrase with the comma and space after it ("Basically, we" → "We"), or the
 * space before it mid-sentence ("is actually fine" → "is fine").
 */
function removal(text: string, start: number, length: number): Omit<Edit, 'reason'> {
  const phrase = text.slice(start, start + length);
  const after = /^,?[ \t]*/.exec(text.slice(start + length))?.[0] ?? '';
  const shown = { original: phrase + (after.startsWith(',') ? ',' : ''), replacement: '' };
  if (startsSentence(text, start))
    return { start, end: start + length + after.length, replacement: '', shown };
  // ", if possible," goes with both commas; " actually" with its space.
  const before =
    text.slice(Math.max(0, start - 2), start) === ', ' ? 2 : text.charAt(start - 1) === ' ' ? 1 : 0;
  const comma = after.startsWith(',') && before !== 1 ? 1 : 0;
  return { start: start - before, end: start + length + comma, replacement: '', shown };
}
