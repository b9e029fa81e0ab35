/**
 * The spelling dictionary (dictionary-en through nspell) and the rule for when a
 * correction is safe to apply. The candidates are the dictionary words one edit away
 * (nspell's own suggest() can take a third of a second on a garbled word, and ranks
 * "teh" → "ten" before "the"); a correction is applied only when it is clearly the
 * intended word: a known misspelling, the one swap of letters, or the one fix of the
 * kind people commonly make.
 *
 * nspell keeps its words as the keys of one object, every form the affix rules make
 * (123,702 for dictionary-en), each with an array of its affix codes: about 12 MB of heap
 * for a question of membership. Once it has read the dictionary, that table is swapped
 * for a compact one with the same answers (`compactWords`).
 */
import dictionary from 'dictionary-en';
import nspell from 'nspell';
import type { SpellingData } from './data.js';
import { matchCase } from './phrasing.js';

export interface Speller {
  /** Whether the dictionary (or the personal word list) knows the word as written. */
  isWord(word: string): boolean;
  /** The safe correction of a misspelled word, if there is one. */
  correction(word: string): string | undefined;
}

export function createSpeller(data: SpellingData): Speller {
  const spell = nspell({ aff: asBuffer(dictionary.aff), dic: asBuffer(dictionary.dic) });
  spell.personal(data.personal.join('\n'));
  compactWords(spell);
  const corrections = new Map(Object.entries(data.corrections));
  const isWord = remembered((word) => spell.correct(word));
  return {
    isWord,
    correction: remembered((word) => {
      const lower = word.toLowerCase();
      const known = corrections.get(lower);
      if (known !== undefined) return matchCase(word, known);
      if (isWord(lower)) return undefined;
      // "june", "london": a word the dictionary has only with its capital is that word.
      const proper = lower.charAt(0).toUpperCase() + lower.slice(1);
      if (word === lower && isWord(proper)) return proper;
      const best = safest(
        lower,
        oneEditAway(lower).filter((w) => spell.correct(w)),
      );
      return best === undefined ? undefined : matchCase(word, best);
    }),
  };
}

/** Words remembered per function; past this many, the memory starts over. */
const REMEMBERED_WORDS = 20_000;

/**
 * A word-level lookup remembered across calls: the same words come back in every draft,
 * and a dictionary check or a correction costs far more than a map lookup. Bounded, so a
 * stream of unseen words cannot grow it.
 */
function remembered<T>(lookup: (word: string) => T): (word: string) => T {
  const memory = new Map<string, T>();
  return (word) => {
    if (memory.has(word)) return memory.get(word) as T;
    const value = lookup(word);
    if (memory.size >= REMEMBERED_WORDS) memory.clear();
    memory.set(word, value);
    return value;
  };
}

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

/** Every string one deletion, swap, substitution or insertion away from the word. */
function oneEditAway(word: string): string[] {
  const out = new Set<string>();
  for (let i = 0; i <= word.length; i++) {
    const head = word.slice(0, i);
    const tail = word.slice(i);
    if (tail !== '') out.add(head + tail.slice(1));
    if (tail.length > 1) out.add(head + tail.charAt(1) + tail.charAt(0) + tail.slice(2));
    for (const c of LETTERS) {
      if (tail !== '') out.add(head + c + tail.slice(1));
      out.add(head + c + tail);
    }
  }
  out.delete(word);
  return [...out];
}

/** What of nspell's own state `correct()` reads (lib/util/form.js and exact.js). */
interface NspellState {
  /** Every known form → its affix codes (one shared empty array for forms made by a rule). */
  data: Record<string, readonly (string | false)[] | undefined>;
  /** The affix file's flags by name: FORBIDDENWORD → its code, … */
  flags: Record<string, unknown>;
}

/** The flags `correct()` checks a found word's codes for. */
const CHECKED_FLAGS = ['FORBIDDENWORD', 'KEEPCASE', 'ONLYINCOMPOUND'];

/**
 * Replaces nspell's word table with one that `correct()` cannot tell apart from it: the
 * words sorted into one string (about 1.5 MB instead of 12), and for the few words whose
 * codes hold a flag it checks, those codes. `correct()` only looks words up in the table
 * and asks whether a found word's codes hold a checked flag, so its answers are the same;
 * other codes, which only suggest() reads, are dropped (suggest() is not used here).
 */
function compactWords(spell: ReturnType<typeof nspell>): void {
  const state = spell as unknown as NspellState;
  const checked = CHECKED_FLAGS.filter((name) => name in state.flags).map(
    (name) => state.flags[name],
  );
  const flagged = new Map<string, readonly (string | false)[]>();
  const words = Object.keys(state.data);
  for (const word of words) {
    const codes = state.data[word]?.filter((code) => checked.includes(code));
    if (codes !== undefined && codes.length > 0) flagged.set(word, codes);
  }
  const known = new SortedWords(words);
  const none: readonly string[] = Object.freeze([]);
  state.data = new Proxy(Object.create(null) as NspellState['data'], {
    get: (_table, word) =>
      typeof word !== 'string' || !known.has(word) ? undefined : (flagged.get(word) ?? none),
  });
}

/** A fixed set of strings in one string, sorted, looked up by binary search. */
class SortedWords {
  private readonly text: string;
  /** Where each word starts in `text`, and where the last one ends. */
  private readonly starts: Uint32Array;

  constructor(words: readonly string[]) {
    // The default sort compares UTF-16 code units, as `compare` does.
    const sorted = [...words].sort();
    this.text = oneBytePerCharacter(sorted.join(''));
    this.starts = new Uint32Array(sorted.length + 1);
    let at = 0;
    sorted.forEach((word, i) => {
      this.starts[i] = at;
      at += word.length;
    });
    this.starts[sorted.length] = at;
  }

  has(word: string): boolean {
    let low = 0;
    let high = this.starts.length - 2;
    while (low <= high) {
      const mid = (low + high) >>> 1;
      const order = this.compare(mid, word);
      if (order === 0) return true;
      if (order < 0) low = mid + 1;
      else high = mid - 1;
    }
    return false;
  }

  /** Negative when the i-th word sorts before `word`, 0 when it is `word`. */
  private compare(i: number, word: string): number {
    const start = this.starts[i] ?? 0;
    const length = (this.starts[i + 1] ?? 0) - start;
    const shared = Math.min(length, word.length);
    for (let k = 0; k < shared; k++) {
      const d = this.text.charCodeAt(start + k) - word.charCodeAt(k);
      if (d !== 0) return d;
    }
    return length - word.length;
  }
}

/**
 * The text as a string of one byte a character when it is all Latin-1. A string takes two
 * bytes a character once any string it was made from did: nspell makes its forms from
 * the affix file's text, which is stored that way for the one ’ it holds (ICONV), so the
 * words, all plain ASCII, come joined at twice the size.
 */
function oneBytePerCharacter(text: string): string {
  const latin1 = Buffer.from(text, 'latin1').toString('latin1');
  return latin1 === text ? latin1 : text;
}

/** dictionary-en types its files as Uint8Array; nspell's types want a Buffer (same bytes, no copy). */
function asBuffer(bytes: Uint8Array): Buffer {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

const VOWELS = new Set(['a', 'e', 'i', 'o', 'u', 'y']);

/** Typo kinds, most telling first; a correction wins only if it is alone in its kind. */
type Kind = 'swap' | 'double' | 'vowel' | 'other';
const KIND_ORDER: readonly Kind[] = ['swap', 'double', 'vowel', 'other'];

function safest(word: string, suggestions: readonly string[]): string | undefined {
  // People rarely get the first letter wrong; a suggestion that changes it is a guess.
  const candidates = suggestions.filter((s) => s.charAt(0) === word.charAt(0));
  for (const kind of KIND_ORDER) {
    const ofKind = candidates.filter((c) => typoKind(word, c) === kind);
    if (ofKind.length === 1) return ofKind[0];
    if (ofKind.length > 1) return undefined;
  }
  return undefined;
}

function typoKind(word: string, candidate: string): Kind | undefined {
  if (isSwap(word, candidate)) return 'swap';
  const edit = singleEdit(word, candidate);
  if (edit === undefined) return undefined;
  if (edit.type !== 'substitute' && isDoubling(edit.longer, edit.index)) return 'double';
  return edit.chars.every((c) => VOWELS.has(c)) ? 'vowel' : 'other';
}

/** Same letters, one or two letters out of place ("recieve", "teh"). */
function isSwap(word: string, candidate: string): boolean {
  if (word.length !== candidate.length || word === candidate) return false;
  if ([...word].sort().join('') !== [...candidate].sort().join('')) return false;
  let differing = 0;
  for (let i = 0; i < word.length; i++) if (word[i] !== candidate[i]) differing++;
  return differing <= 3;
}

interface Edit {
  type: 'insert' | 'delete' | 'substitute';
  index: number;
  longer: string;
  chars: string[];
}

/** The one insertion, deletion or substitution that turns `a` into `b`, if one does. */
function singleEdit(a: string, b: string): Edit | undefined {
  if (a.length === b.length) {
    const diffs = [...a].flatMap((c, i) => (c === b[i] ? [] : [i]));
    const i = diffs[0];
    if (diffs.length !== 1 || i === undefined) return undefined;
    return { type: 'substitute', index: i, longer: a, chars: [a[i] ?? '', b[i] ?? ''] };
  }
  const [longer, shorter] = a.length > b.length ? [a, b] : [b, a];
  if (longer.length - shorter.length !== 1) return undefined;
  let i = 0;
  while (i < shorter.length && shorter[i] === longer[i]) i++;
  if (longer.slice(i + 1) !== shorter.slice(i)) return undefined;
  return {
    type: a.length > b.length ? 'delete' : 'insert',
    index: i,
    longer,
    chars: [longer[i] ?? ''],
  };
}

/** The extra letter repeats its neighbor: "untill" → "until", "mispell" → "misspell". */
function isDoubling(longer: string, index: number): boolean {
  const c = longer[index];
  return c === longer[index - 1] || c === longer[index + 1];
}
