/**
 * The caller's text as sentences and clauses: split at sentence ends, semicolons and
 * dashes, and at commas where a new clause starts ("Meeting was yesterday, they seemed
 * interested"), not inside a date, a list or a name. A sentence is cleaned before it is
 * read: cues and greetings go, shouting is calmed, a note on how to write is no idea.
 */
import type { ComposerWords } from '../data.js';
import { CONJUNCTIONS, core } from '../language.js';
import { infinitiveOf, termsOf } from '../nlp.js';
import { capitalize, oneLine, patternOf, splitSentences } from '../text.js';
import {
  isAdjective,
  isPrep,
  isThirdPersonVerb,
  isVerbToken,
  mainVerb,
  opensWith,
} from './grammar.js';
import {
  CONTRACTED_SUBJECT,
  type Reading,
  SUBJECT_PRONOUNS,
  SUBORDINATE,
  type Token,
  tokensOf,
  type Where,
} from './reading.js';
import { shapedIdea } from './statements.js';

/** A text as the sentences and clauses the reader reads one by one. */
export function clausesOf(r: Reading, text: string, where: Where): string[] {
  return splitSentences(oneLine(text))
    .flatMap((s) => s.split(/;\s*|\s+[–—]\s+(?=[a-z])/))
    .flatMap((s) => splitAtCommas(r, s, where))
    .map((s) => s.trim())
    .filter((s) => s.replace(/[.!?,;:\s]/g, '') !== '');
}

/**
 * Splits "Meeting was yesterday, they seemed interested" in two, but not "Friday, March
 * 15", "Sarah, Tom and Lee", "Omar Haddad, who will take over" or a list of values.
 */
export function splitAtCommas(r: Reading, text: string, where: Where): string[] {
  const parts = text.split(/,\s+/);
  const out: string[] = [];
  for (const part of parts) {
    const last = out.at(-1);
    if (last === undefined) out.push(part);
    // "When the power went off …, the engineer ran …": the clause that opens on when goes
    // with the one it qualifies.
    else if (out.length === 1 && SUBORDINATE.has(core(last.split(' ')[0] ?? '').toLowerCase()))
      out[0] = `${last}, ${part}`;
    // "From Thursday 7 January, the café stays open …": when it starts goes with what starts.
    else if (out.length === 1 && OPENS_ON_WHEN.test(last) && last.split(' ').length <= 5)
      out[0] = `${last}, ${part}`;
    // "Invoice 0419 for the wedding flowers, 1,150 pounds, was due on …": the subject's verb
    // after what was said of it.
    else if (/^(?:was|were|is|are|has|have|had)\s/i.test(part)) {
      // "invoice TR-2291, for translating the packs, is now overdue": the aside goes back in.
      if (out.length >= 2 && /^(?:for|of|from|with|in|on|at|by)\s/i.test(last)) {
        out.pop();
        out[out.length - 1] = `${out.at(-1)!}, ${last}, ${part}`;
      } else out[out.length - 1] = `${last}, ${part}`;
    }
    // "Our contract, BL-4471, costs 286 pounds a month": the subject's verb after its code.
    else if (/,\s+[A-Z]{1,5}-?\d[\w-]*$/.test(last) && /^\p{Ll}{2,}s\s/u.test(part))
      out[out.length - 1] = `${last}, ${part}`;
    // "were Thursday 3, Saturday 5 and Monday 7 December": a list of days.
    else if (DAY_AT_START.test(part) && DAY_AT_END.test(last))
      out[out.length - 1] = `${last}, ${part}`;
    // "…, back Saturday 9 January same time": when it is back, a clause of its own.
    else if (/^back\s+(?:on\s+|from\s+)?(?:[a-z]+day\b|\d)/i.test(part)) out.push(part);
    // "Our head of product, Ilmari Uttley, becomes chief operating officer": the verb of the
    // one named in apposition.
    else if (NAMED_LAST.test(last) && NAMED_DOES.test(part))
      out[out.length - 1] = `${last}, ${part}`;
    // "We're the 4th Brantingham Scouts, 64 young people aged 6 to 14": who they are, said again.
    else if (IDENTITY.test(last) && APPOSED.test(part)) out[out.length - 1] = `${last}, ${part}`;
    // "…, plus redundancy pay …", "Monday to Thursday, 8am to 6pm, …": more of the same
    // clause, not one of its own.
    else if (GOES_ON.test(part)) out[out.length - 1] = `${last}, ${part}`;
    // "The children planted the beds, made the signs and …": the same subject's next deed.
    else if (SUBJECT_DID.test(last) && sharesSubject(r, part))
      out[out.length - 1] = `${last}, ${part}`;
    else if (last.split(' ').length >= 2 && startsClause(r, part, where)) out.push(part);
    else out[out.length - 1] = `${last}, ${part}`;
  }
  return out;
}

/** "plus redundancy pay …", "8am to 6pm, …": what goes on with the clause before it. */
export const GOES_ON =
  /^(?:(?:plus|as well as|including|along with|together with)\s|\d{1,2}(?:[:.]\d\d)?\s*(?:am|pm)\b)/i;
/** "The children planted the beds": a subject and its verb in the past. */
const SUBJECT_DID = /^(?:the|our|my|their|we|they|he|she|I)\b[^,]*?\b\p{Ll}+ed\b/iu;

/** "made the signs and have written a song": a verb in the past with no subject of its own. */
function sharesSubject(r: Reading, part: string): boolean {
  const first = tokensOf(part)[0];
  return (
    first !== undefined &&
    first.tags.has('PastTense') &&
    !first.tags.has('Noun') &&
    !r.words.passive_participles.includes(first.word)
  );
}

/** A phrase that ends on a name in apposition: "Our head of product, Ilmari Uttley". */
const NAMED_LAST =
  /^[^,]+,\s+(?:(?:Mr|Mrs|Ms|Dr)\.?\s+)?\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+){0,2}$/u;
/** A verb of a subject named before it: "becomes", "takes over", "will lead". */
const NAMED_DOES =
  /^(?:(?:will|has|is|was|joins|becomes|takes|starts|leads|runs|moves|steps|replaces|covers|heads|manages)\b|\p{Ll}+s\s+(?:over|up|on|in)\b)/u;

/** Who the writer or a thing is, then a phrase that says it again in other words. */
export const IDENTITY = /^(?:we|I|it|this|they)(?:['’]re|['’]m|['’]s|\s+am|\s+are|\s+is)\s/i;
export const APPOSED = /^(?:an?|\d[\d,]*)\s+(?!(?:of|to)\b)[^,]*$/i;

/** A list of days or dates cut at its commas: "Thursday 3, Saturday 5", "22 September, 14 October". */
export const DAY_AT_START =
  /^(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day\b|\d{1,2}(?:st|nd|rd|th)?\s+(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b)/i;
export const DAY_AT_END =
  /\b(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day(?:\s+\d{1,2}(?:st|nd|rd|th)?)?|\d{1,2}(?:st|nd|rd|th)?\s+(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*)$/i;

/** An opening that says when: "From Thursday 7 January", "On Monday", "Starting next week". */
const OPENS_ON_WHEN =
  /^(?:from|on|starting|as of|until|till|after|before|since|by|this|next|every|each)\s+(?:\S+\s+){0,3}?(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day|january|february|march|april|may|june|july|august|september|october|november|december|\d{1,2}(?:st|nd|rd|th)?|week|month|term|year|spring|summer|autumn|fall|winter|tomorrow|today)\b[^,]*$/i;

/** An opening that narrows what was just said rather than saying something new. */
export const NARROWING =
  /^(?:especially|particularly|in particular|mainly|mostly|notably|including|such as|except|apart from|other than|not least)\b/i;

/**
 * A list's next item before its last ("the new booking website, and whether …", "gift aid
 * and what we can sell"): a few words, none of them a verb, then "and" or "or".
 */
export function listGoesOn(rest: string): boolean {
  const item = LIST_ITEM.exec(rest)?.[1];
  if (item === undefined) return false;
  const terms = termsOf(item);
  // "any brand colours": after a determiner, a last word in -s is a plural noun, whatever
  // the tagger took the British spelling for.
  const last = terms.length - 1;
  return !terms.some(
    (t, i) =>
      t.tags.has('Verb') &&
      !(i === last && i > 0 && /s$/.test(t.normal) && terms[0]!.tags.has('Determiner')),
  );
}

const LIST_ITEM = /^((?:[\p{L}\d'’-]+\s+){0,3}[\p{L}\d'’-]+),?\s+(?:and|or)\s/iu;

/**
 * Whether a part after a comma starts a clause. The checks on its words come first: the
 * part is tagged only when they leave it open, since tagging is most of the reader's time.
 */
function startsClause(r: Reading, part: string, where: Where): boolean {
  const words = part.split(/\s+/).filter((t) => t !== '');
  const first = core(words[0] ?? '');
  if (words.length < 2 || CONJUNCTIONS.has(first) || SUBORDINATE.has(first)) return false;
  // "…, especially in how absence conversations are handled": what narrows the clause
  // before it stays with it.
  if (NARROWING.test(part) || listGoesOn(part)) return false;
  // "Thank you, and especially your driver Kenver, for how you handled …": what the thanks
  // are for goes with them.
  if (/^(?:for|about|of|with|to)$/.test(first)) return false;
  // "…, which has been cancelled eleven times, leaving my daughter stranded": what the clause
  // before did, no sentence of its own.
  if (/^(?:leaving|making|causing|meaning|bringing|forcing|giving)$/i.test(first)) return false;
  if (
    SUBJECT_PRONOUNS.has(first) ||
    CONTRACTED_SUBJECT.test(first) ||
    opensWith(part, r.words.expressions) !== undefined ||
    opensWith(part, r.words.feelings) !== undefined
  )
    return true;
  const tokens = tokensOf(part);
  return mainVerb(r, tokens) >= 0 || (where === 'notes' && startsNote(r, tokens));
}

/** Whether a note's part after a comma is a clause of its own ("3 errors fixed", "takes 3 minutes"). */
export function startsNote(r: Reading, tokens: readonly Token[]): boolean {
  const [first, second] = tokens;
  if (first === undefined) return false;
  return (
    opensWith(tokens.map((t) => t.text).join(' '), r.words.credits) !== undefined ||
    isThirdPersonVerb(r, first, second) ||
    isVerbToken(r, first, second, false) ||
    (first.tags.has('Gerund') && r.verbs.has(infinitiveOf(first.word, 'Gerund'))) ||
    (first.tags.has('PastTense') && (second?.tags.has('Determiner') ?? false)) ||
    shapedIdea(r, tokens) !== undefined ||
    (isAdjective(first) && second !== undefined && (second.word === 'to' || isPrep(r, second)))
  );
}

/**
 * A note that tells the writer how to write ("keep it short", "use a friendly tone"); a
 * "use" about anything else ("use the east stairwell") is an instruction to the reader.
 */
export function isDirective(r: Reading, text: string): boolean {
  if (!r.lexicon.style_directives.some((d) => patternOf(d, 'i').test(text))) return false;
  if (!/^use\b/i.test(text)) return true;
  return r.words.style_words.some((w) => patternOf(`\\b${w}\\b`, 'i').test(text));
}

export function stripCues(r: Reading, text: string): string {
  let out = text;
  for (const cue of cuePatterns(r.words)) out = out.replace(cue, '');
  // "fyi from mon the stockroom stays locked": a cue no word of a sentence opens with needs
  // no comma after it.
  return out.replace(/^(?:fyi|for your information|heads up)\s+(?=\S)/i, '');
}

/** The cues and greetings a sentence may open with, longest first, as patterns. */
const CUE_PATTERNS = new WeakMap<ComposerWords, RegExp[]>();

function cuePatterns(words: ComposerWords): RegExp[] {
  let patterns = CUE_PATTERNS.get(words);
  if (patterns === undefined) {
    patterns = [...words.cues, ...words.greetings]
      .sort((a, b) => b.length - a.length)
      .map((cue) => {
        const escaped = cue.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/'/g, "['’]");
        // "heads up, the alarm code changes …": the cue alone, once the comma has split it off.
        return new RegExp(`^${escaped}(?:\\s*[:,!–—-]\\s+|\\s*[:,!–—-]?\\s*$)`, 'i');
      });
    CUE_PATTERNS.set(words, patterns);
  }
  return patterns;
}

/**
 * Caller text as a writer would have typed it calmly: a run of shouted dictionary words
 * ("THANK YOU") in lowercase, weekday and month names capitalized ("saturday").
 */
export function calm(text: string): string {
  const shouted = /\b([A-Z]{2,}(?:\s+[A-Z]{2,})+)\b/g;
  let out = text.replace(shouted, (run: string) =>
    run.split(/\s+/).every((w) => w.length >= 3 && /^[A-Z]+$/.test(w)) && run.length > 6
      ? run.toLowerCase()
      : run,
  );
  out = out.replace(/^follow-up(?=\s+(?:on|after|about|re|regarding|with|from)\b)/i, 'follow up');
  out = out.replace(
    /\b(mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)\b(?=\s+(?:morning|afternoon|evening|night|or|and|next|\d))/g,
    (w) => capitalize(w),
  );
  out = out.replace(
    /\b(monday|tuesday|wednesday|thursday|friday|saturday|sunday|january|february|april|june|july|august|september|october|november|december)\b/g,
    (w) => capitalize(w),
  );
  return out;
}
