/**
 * Whether a match pattern of compromise's tagger can match anywhere in a sentence, judged
 * by the plain tests that lead it: the sweep (compromiseSweep.ts) skips the patterns that
 * cannot, where compromise's matcher (`methods.one.match`, src/1-one/match/methods/match/
 * in compromise 14) would try every word of the sentence as a start, copying the words
 * after it and setting up its state each time, to fail. Of the ~28 patterns the sweep
 * tries on a sentence two or three match, and two thirds fail on their leading tests.
 *
 * A plain test is a word, a #Tag, a (one|two) list, a %switch% or a {machine} form, with
 * or without ^ and $; not optional, greedy, negated, a choice of phrases, or '.'. Its test
 * on a word here is the matcher's own (doesMatch), line for line; a test not written out
 * here (fuzzy words, @methods, /regex/, ids, chunks, punctuation) counts as passed, and
 * the matcher is asked as before.
 */

interface Term {
  text: string;
  normal: string;
  machine?: string | null;
  root?: string;
  implicit?: string;
  alias?: readonly string[];
  switch?: string;
  tags: ReadonlySet<string>;
  [use: string]: unknown;
}

interface Token {
  anything?: boolean;
  start?: boolean;
  end?: boolean;
  id?: unknown;
  word?: string;
  use?: string;
  fuzzy?: boolean;
  tag?: string;
  method?: string;
  pre?: string;
  post?: string;
  regex?: RegExp;
  chunk?: string;
  switch?: string;
  machine?: string;
  sense?: string;
  fastOr?: ReadonlySet<string>;
  pos?: string;
  choices?: unknown;
  negative?: boolean;
  optional?: boolean;
  greedy?: boolean;
}

/** A plain token's test on one word: false only where the matcher's doesMatch is not true. */
type Test = (term: Term, index: number, length: number) => boolean;

/**
 * A token's test as a function of the word alone: the token's fields are read once, when
 * the pattern is first met, and the test does only what a token of its shape asks.
 * compromise's tokens come in dozens of shapes, so one function reading them on every
 * word was the slowest part of the sweep.
 */
function testOf(token: Token): Test {
  const test = fieldTest(token);
  const { start, end } = token;
  if (start === true && end === true)
    return (term, index, length) => index === 0 && index === length - 1 && test(term);
  if (start === true) return (term, index) => index === 0 && test(term);
  if (end === true) return (term, index, length) => index === length - 1 && test(term);
  return test;
}

/** What the test checks after ^ and $, in the order doesMatch checks it. */
function fieldTest(token: Token): (term: Term) => boolean {
  if (token.id !== undefined) return () => true;
  const word = token.word;
  if (word !== undefined) {
    const use = token.use;
    if (use) return (term) => word === term[use];
    const fuzzy = token.fuzzy === true;
    return (term) =>
      (term.machine !== null && term.machine === word) ||
      fuzzy ||
      (term.alias ? term.alias.some((a) => a === word) : false) ||
      word === term.text ||
      word === term.normal;
  }
  const tag = token.tag;
  if (tag !== undefined) return (term) => term.tags.has(tag);
  if (
    token.method !== undefined ||
    token.pre !== undefined ||
    token.post !== undefined ||
    token.regex !== undefined ||
    token.chunk !== undefined
  )
    return () => true;
  const wanted = token.switch;
  if (wanted !== undefined) return (term) => term.switch === wanted;
  const machine = token.machine;
  if (machine !== undefined)
    return (term) => term.normal === machine || term.machine === machine || term.root === machine;
  if (token.sense !== undefined) return () => true;
  const fastOr = token.fastOr;
  if (fastOr !== undefined) {
    const pos = token.pos;
    return (term) => {
      if (pos && !term.tags.has(pos)) return false;
      const str = term.root || term.implicit || term.machine || term.normal;
      return fastOr.has(str) || fastOr.has(term.text);
    };
  }
  return () => true;
}

/**
 * The tests of a pattern's first tokens that are plain, each of which must pass on the
 * next word: not optional, greedy, negated, a choice of phrases or '.' (which can take no
 * word, or many); kept per pattern.
 */
const PLAIN_LEAD = new WeakMap<readonly Token[], readonly Test[]>();

function plainLead(tokens: readonly Token[]): readonly Test[] {
  let lead = PLAIN_LEAD.get(tokens);
  if (lead === undefined) {
    const tests: Test[] = [];
    for (const t of tokens) {
      if (
        t.anything === true ||
        t.choices !== undefined ||
        t.negative === true ||
        t.optional === true ||
        t.greedy === true
      )
        break;
      tests.push(testOf(t));
    }
    lead = tests;
    PLAIN_LEAD.set(tokens, lead);
  }
  return lead;
}

/**
 * Whether a pattern whose tokens are `tokens` can match from some word of `terms`: false
 * only when the matcher would find it matches from none. From each word, the matcher's
 * tryHere takes the plain tokens that lead the pattern one word each (a contracted word,
 * "we'll", can make it skip one: the check stops there) and stops at the first that fails,
 * or when the sentence runs out before them.
 */
export function canMatch(tokens: readonly Token[] | undefined, terms: readonly Term[]): boolean {
  if (tokens === undefined) return true;
  const lead = plainLead(tokens);
  if (lead.length === 0) return true;
  const length = terms.length;
  starts: for (let i = 0; i < length; i++) {
    for (let k = 0; k < lead.length; k++) {
      const term = terms[i + k];
      if (term === undefined || !(lead[k] as Test)(term, i + k, length)) continue starts;
      if (term.implicit) break;
    }
    return true;
  }
  return false;
}
