/**
 * compromise's tagging by a word's look (`checkRegex`, src/2-two/preTagger/compute/tagger/
 * 2nd-pass/03-regex.js in compromise 14): each word of every parse is tried against two
 * lists of patterns in turn (6 on the word as written: hashtags, acronyms …; 14 on its
 * normal form: emails, URLs, times …), and the first that matches gives its tags. Twenty
 * tests a word, for words that repeat across requests and seldom match.
 *
 * Each list is put in compromise's model as one entry standing for the whole list: its
 * test finds the list's first entry that matches the string, as the original loop does,
 * and remembers it per word (a bounded number; strings with a digit, mostly new, are
 * tested each time); its tags are those of the entry found. The patterns keep no state (none is global or sticky), so a string's answer
 * never changes. The number patterns (tried on words with a digit, which are mostly new:
 * amounts, references) and the suffix patterns stay as they are.
 */
import { Kept } from '../kept.js';

type Entry = readonly [RegExp, ...unknown[]];

interface RegexModel {
  model: { two: { regexText: readonly Entry[]; regexNormal: readonly Entry[] } };
}

/** Strings remembered per list: far more than a request has words. */
const KEPT_STRINGS = 8192;
const HAS_DIGIT = /\d/;

/** The list as one entry of its shape: [tester, tags, reason], read as compromise reads it. */
function asOneEntry(list: readonly Entry[]): readonly unknown[] {
  const known = new Kept<string, Entry | null>(KEPT_STRINGS);
  // The entry the last test found: compromise reads its tags right after the test.
  let found: Entry | null = null;
  const tester = {
    test(str: string): boolean {
      let entry = known.get(str);
      if (entry === undefined) {
        entry = list.find((e) => e[0].test(str)) ?? null;
        // Numbers, references and times are mostly new: kept, they would push the words out.
        if (!HAS_DIGIT.test(str)) known.set(str, entry);
      }
      found = entry;
      return entry !== null;
    },
    /** The pattern found, in compromise's debugging output of why a word got its tags. */
    toString(): string {
      return String(found?.[0]);
    },
  };
  const one = {
    0: tester,
    get 1() {
      return found?.[1];
    },
    get 2() {
      return found?.[2];
    },
    length: 3,
  };
  return [one];
}

/** Makes compromise's tagging by a word's look in `world` remember each string's answer. */
export function fasterRegexTags(world: unknown): void {
  const two = (world as RegexModel).model.two as Record<string, unknown>;
  two.regexText = asOneEntry((world as RegexModel).model.two.regexText);
  two.regexNormal = asOneEntry((world as RegexModel).model.two.regexNormal);
}
