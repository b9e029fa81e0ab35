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

/** The first token's test on one word: false only where the matcher's doesMatch is not true. */
function passes(token: Token, term: Term, index: number, length: number): boolean {
  if (token.start === true && index !== 0) return false;
  if (token.end === true && index !== length - 1) return false;
  if (token.id !== undefined) return true;
  if (token.word !== undefined) {
    if (token.use) return token.word === term[token.use];
    if (term.machine !== null && term.machine === token.word) return true;
    if (token.fuzzy === true) return true;
    if (term.alias && term.alias.some((a) => a === token.word)) return true;
    return token.word === term.text || token.word === term.normal;
  }
  if (token.tag !== undefined) return term.tags.has(token.tag);
  if (
    token.method !== undefined ||
    token.pre !== undefined ||
    token.post !== undefined ||
    token.regex !== undefined ||
    token.chunk !== undefined
  )
    return true;
  if (token.switch !== undefined) return term.switch === token.switch;
  if (token.machine !== undefined)
    return (
      term.normal === token.machine || term.machine === token.machine || term.root === token.machine
    );
  if (token.sense !== undefined) return true;
  if (token.fastOr !== undefined) {
    if (token.pos && !term.tags.has(token.pos)) return false;
    const str = term.root || term.implicit || term.machine || term.normal;
    return token.fastOr.has(str) || token.fastOr.has(term.text);
  }
  return true;
}

/**
 * How many of a pattern's first tokens are plain tests, each of which must pass on the next
 * word: not optional, greedy, negated, a choice of phrases or '.' (which can take no word,
 * or many); kept per pattern.
 */
const PLAIN_LEAD = new WeakMap<readonly Token[], number>();

function plainLead(tokens: readonly Token[]): number {
  let lead = PLAIN_LEAD.get(tokens);
  if (lead === undefined) {
    lead = 0;
    for (const t of tokens) {
      if (
        t.anything === true ||
        t.choices !== undefined ||
        t.negative === true ||
        t.optional === true ||
        t.greedy === true
      )
        break;
      lead++;
    }
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
  if (lead === 0) return true;
  const length = terms.length;
  starts: for (let i = 0; i < length; i++) {
    for (let k = 0; k < lead; k++) {
      const term = terms[i + k];
      if (term === undefined || !passes(tokens[k] as Token, term, i + k, length)) continue starts;
      if (term.implicit) break;
    }
    return true;
  }
  return false;
}
