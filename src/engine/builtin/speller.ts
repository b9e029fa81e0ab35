/**
 * The spelling dictionary (dictionary-en through nspell) and the rule for when a
 * correction is safe to apply. The candidates are the dictionary words one edit away
 * (nspell's own suggest() can take a third of a second on a garbled word, and ranks
 * "teh" → "ten" before "the"); a correction is applied only when it is clearly the
 * intended word: a known misspelling, the one swap of letters, or the one fix of the
 * kind people commonly make; among several, the one far more common in use (SUBTLEX-US
 * counts: "shoud" is "should", not "shod"). A British spelling is not a misspelling of
 * the American one ("colour", "grey", "mould"): dictionary-en-gb's own words are left as
 * written.
 *
 * nspell keeps its words as the keys of one object, every form the affix rules make
 * (123,702 for dictionary-en), each with an array of its affix codes: about 12 MB of heap
 * for a question of membership, made anew at every start. Here it looks most of them up
 * in a compact list made once (`nspellWithForms`), with the same answers.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import dictionary from 'dictionary-en';
import nspell from 'nspell';
import { projectRoot } from '../../paths.js';
import type { SpellingData } from './data.js';
import { matchCase } from './phrasing.js';

export interface Speller {
  /** Whether the dictionary (or the personal word list) knows the word as written. */
  isWord(word: string): boolean;
  /** The safe correction of a misspelled word, if there is one. */
  correction(word: string): string | undefined;
  /**
   * The correction of a common misspelling from the data's list only ("definately"): for
   * text read rather than edited, where the American dictionary would take "colour",
   * "wifi" or "backend" for mistakes.
   */
  knownCorrection(word: string): string | undefined;
}

export function createSpeller(data: SpellingData): Speller {
  const spell = nspellWithForms();
  const usage = usageCounts();
  const british = new Set(readFileSync(join(projectRoot(), ...BRITISH_FORMS), 'utf8').split('\n'));
  spell.personal(data.personal.join('\n'));
  const corrections = new Map(Object.entries(data.corrections));
  const isWord = remembered((word) => spell.correct(word));
  return {
    isWord,
    knownCorrection: (word) => {
      const known = corrections.get(word.toLowerCase());
      return known === undefined ? undefined : matchCase(word, known);
    },
    correction: remembered((word) => {
      const lower = word.toLowerCase();
      const known = corrections.get(lower);
      if (known !== undefined) return matchCase(word, known);
      if (isWord(lower) || british.has(lower)) return undefined;
      // "june", "london": a word the dictionary has only with its capital is that word.
      const proper = lower.charAt(0).toUpperCase() + lower.slice(1);
      if (word === lower && isWord(proper)) return proper;
      const candidates = oneEditAway(lower).filter((w) => spell.correct(w));
      if (candidates.some((c) => isBritishFor(lower, c))) return undefined;
      const best = safest(lower, candidates, usage);
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
  /** The codes the affix file's compound rules are written in → the words that carry each. */
  compoundRuleCodes: Record<string, string[]>;
}

/** The flags `correct()` checks a found word's codes for. */
const CHECKED_FLAGS = ['FORBIDDENWORD', 'KEEPCASE', 'ONLYINCOMPOUND'];

/** Every form nspell makes of dictionary-en, sorted, one a line: scripts/generate-word-forms.mjs. */
const WORD_FORMS = ['generated', 'dictionary-en.forms.txt'];
/** The forms dictionary-en-gb makes and dictionary-en does not ("grey", "mould"): 3,089. */
const BRITISH_FORMS = ['generated', 'dictionary-en-gb.only.txt'];

/**
 * nspell with dictionary-en, most of its word table in a compact list. nspell's expansion
 * of the dictionary took 0.3 s of every start and left its 12 MB table as garbage once
 * compacted; the forms it makes are listed once instead, sorted into one string with an
 * offset each (1.6 MB). nspell reads the affix file and only the dictionary's lines that
 * carry a compound-rule code or a flag `correct()` checks, so its compound rules and
 * those words' codes are its own; every other form is looked up in the list, as a form
 * without codes. `correct()` only looks words up and asks whether a found word's codes
 * hold a checked flag, so its answers are those of nspell with the whole dictionary; a
 * test compares the two, and `npm run check:generated` fails on a stale list.
 */
function nspellWithForms(): ReturnType<typeof nspell> {
  const spell = nspell({ aff: asBuffer(dictionary.aff) });
  const state = spell as unknown as NspellState;
  const codes = [
    ...Object.keys(state.compoundRuleCodes),
    ...CHECKED_FLAGS.flatMap((name) => {
      const code = state.flags[name];
      return typeof code === 'string' ? [code] : [];
    }),
  ];
  spell.dictionary(linesCarrying(asBuffer(dictionary.dic).toString('utf8'), codes));
  const forms = SortedWords.fromLines(readFileSync(join(projectRoot(), ...WORD_FORMS), 'utf8'));
  const none: readonly string[] = Object.freeze([]);
  // Words nspell adds later (personal ones) land in its own table, the Proxy's target.
  state.data = new Proxy(state.data, {
    get: (own, word) =>
      typeof word !== 'string' ? undefined : (own[word] ?? (forms.has(word) ? none : undefined)),
  });
  return spell;
}

/**
 * The dictionary's lines whose affix codes hold one of `codes`, after its first line (the
 * count, which nspell skips). A line may be kept that need not be (a code's letter in an
 * escaped word): nspell then reads a line of the dictionary twice, to the same effect.
 */
function linesCarrying(dic: string, codes: readonly string[]): Buffer {
  const lines = dic.split('\n');
  const kept = lines.slice(1).filter((line) => {
    const slash = line.indexOf('/');
    return slash >= 0 && codes.some((code) => line.slice(slash + 1).includes(code));
  });
  return Buffer.from([lines[0] ?? '', ...kept].join('\n'));
}

const SPACE = 0x20;

/** A fixed set of strings in one string, sorted, looked up by binary search. */
class SortedWords {
  private constructor(
    private readonly text: string,
    /** Where each word starts in `text`, and one past the end of the last (its newline). */
    private readonly starts: Uint32Array,
  ) {}

  /**
   * The words of `text`, one a line (a value may follow a word after a space), each line
   * ending in a newline, sorted by code unit.
   */
  static fromLines(text: string): SortedWords {
    let count = 0;
    for (let at = text.indexOf('\n'); at >= 0; at = text.indexOf('\n', at + 1)) count++;
    const starts = new Uint32Array(count + 1);
    for (let i = 1, at = text.indexOf('\n'); at >= 0; at = text.indexOf('\n', at + 1))
      starts[i++] = at + 1;
    return new SortedWords(text, starts);
  }

  has(word: string): boolean {
    return this.indexOf(word) >= 0;
  }

  /** The number written after the word on its line (`word count`), if the word is listed. */
  countOf(word: string): number | undefined {
    const i = this.indexOf(word);
    if (i < 0) return undefined;
    const start = (this.starts[i] ?? 0) + word.length + 1;
    const end = (this.starts[i + 1] ?? 0) - 1;
    return start < end ? Number(this.text.slice(start, end)) : undefined;
  }

  private indexOf(word: string): number {
    let low = 0;
    let high = this.starts.length - 2;
    while (low <= high) {
      const mid = (low + high) >>> 1;
      const order = this.compare(mid, word);
      if (order === 0) return mid;
      if (order < 0) low = mid + 1;
      else high = mid - 1;
    }
    return -1;
  }

  /**
   * Negative when the i-th word sorts before `word`, 0 when it is `word`. A line's word
   * ends at its first space, where a value follows it.
   */
  private compare(i: number, word: string): number {
    const start = this.starts[i] ?? 0;
    const end = (this.starts[i + 1] ?? 0) - 1;
    for (let k = 0; ; k++) {
      const at = start + k;
      const ended = at >= end || this.text.charCodeAt(at) === SPACE;
      if (k === word.length) return ended ? 0 : 1;
      if (ended) return -1;
      const d = this.text.charCodeAt(at) - word.charCodeAt(k);
      if (d !== 0) return d;
    }
  }
}

/** How often each word is used: SUBTLEX-US counts, scripts/generate-word-frequencies.mjs. */
const WORD_USAGE = ['generated', 'word-frequencies.txt'];

/**
 * How many times a word is used in SUBTLEX-US, 0 for one it lacks. The table (one `word
 * count` a line, sorted, 0.9 MB) is read on the first question: only a misspelling asks.
 */
function usageCounts(): (word: string) => number {
  let table: SortedWords | undefined;
  return (word) => {
    table ??= SortedWords.fromLines(readFileSync(join(projectRoot(), ...WORD_USAGE), 'utf8'));
    return table.countOf(word) ?? 0;
  };
}

/** dictionary-en types its files as Uint8Array; nspell's types want a Buffer (same bytes, no copy). */
function asBuffer(bytes: Uint8Array): Buffer {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

const VOWELS = new Set(['a', 'e', 'i', 'o', 'u', 'y']);

/** Typo kinds, most telling first; a correction wins only if it is alone in its kind. */
type Kind = 'swap' | 'double' | 'vowel' | 'other';
const KIND_ORDER: readonly Kind[] = ['swap', 'double', 'vowel', 'other'];

/**
 * A candidate used this many times more than every other one is the word meant, whatever
 * its kind of typo; below it, the kinds decide.
 */
const DOMINANT = 10;
/** A candidate used fewer times than this is too rare to win by use alone. */
const RARE = 50;
/**
 * The one fix of the most telling kind gives way only to a candidate this many times more
 * used: "shod" (6 uses) to "should" (54,159), not "resetting" (11) to "resting" (357).
 */
const OVERWHELMING = 100;

function safest(
  word: string,
  suggestions: readonly string[],
  usage: (word: string) => number,
): string | undefined {
  // People rarely get the first letter wrong; a suggestion that changes it is a guess.
  const candidates = suggestions.filter((s) => s.charAt(0) === word.charAt(0));
  const byUse = [...candidates].sort((a, b) => usage(b) - usage(a));
  const [top, next] = byUse.map(usage);
  const common =
    top !== undefined && top >= RARE && top >= DOMINANT * Math.max(next ?? 0, 1)
      ? byUse[0]
      : undefined;
  for (const kind of KIND_ORDER) {
    const ofKind = candidates.filter((c) => typoKind(word, c) === kind);
    if (ofKind.length === 1) {
      const [only] = ofKind;
      // "shoud": the one vowel fix makes "shod"; the far commoner "should" was meant.
      return common !== undefined &&
        only !== undefined &&
        usage(common) >= OVERWHELMING * Math.max(usage(only), 1)
        ? common
        : only;
    }
    if (ofKind.length > 1) return ofKind.includes(common ?? '') ? common : undefined;
  }
  return undefined;
}

/**
 * Whether `word` is the British spelling of the American `candidate`: "colour" of "color",
 * "centre" of "center", "organise" of "organize", "travelled" of "traveled".
 */
function isBritishFor(word: string, candidate: string): boolean {
  return (
    word.replace(/our/g, 'or') === candidate ||
    word.replace(/tre(s|d)?$/, 'ter$1') === candidate ||
    word.replace(/is(e|es|ed|ing|ation|ations)$/, 'iz$1') === candidate ||
    word.replace(/ll(ed|ing|er|ers)$/, 'l$1') === candidate
  );
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
