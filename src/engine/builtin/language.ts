/**
 * The word lists of content/improve/lexicon.yaml as lookups, plus the few word-level
 * judgements the composer needs (is this a verb of instruction, a determiner, a value
 * such as a date). Built once per engine.
 */
import type { Lexicon } from './data.js';
import type { Speller } from './speller.js';

export interface Language {
  readonly lexicon: Lexicon;
  isVerb(word: string): boolean;
  /** The base form of an instruction verb's -ing form ("following" → "follow"). */
  baseOfGerund(word: string): string | undefined;
  isParticle(word: string): boolean;
  isPreposition(word: string): boolean;
  isDeterminer(word: string): boolean;
  isSubject(word: string): boolean;
  isFiniteVerb(word: string): boolean;
  isProper(word: string): boolean;
  /**
   * Whether the token at `i` reads as a clause's verb: a listed finite verb, a past form
   * ("seemed"), or an -s form after an adverb or before a value ("now arrives Friday").
   */
  looksLikeVerb(tokens: readonly string[], i: number): boolean;
  /**
   * Whether a capitalized word is an ordinary dictionary word that only carries its
   * capital because it starts a sentence, so it can be lowercased mid-sentence.
   */
  canLowercase(word: string): boolean;
  /** The correction of a common misspelling ("definately" → "definitely"), if it is one. */
  knownCorrection(word: string): string | undefined;
}

/** A token without surrounding punctuation, lowercased: `"Meeting,"` → `meeting`. */
export function core(token: string | undefined): string {
  // Most tokens are plain lowercase words already, which the replacements leave as they are.
  if (token !== undefined && PLAIN_WORD.test(token)) return token;
  return (token ?? '')
    .replace(/^[^\p{L}\p{N}$€£]+|[^\p{L}\p{N}%']+$/gu, '')
    .replace(/’/g, "'")
    .toLowerCase();
}

const PLAIN_WORD = /^[a-z]+$/;

/** Whether a token closes a clause ("interested," "today."). */
export function endsClause(token: string | undefined): boolean {
  return /[,;:.!?]["')\]]?$/.test(token ?? '');
}

const ADVERBS = new Set([
  'now',
  'still',
  'also',
  'already',
  'just',
  'currently',
  'usually',
  'often',
  'finally',
]);
const VALUE_WORDS = new Set(['today', 'tomorrow', 'tonight', 'yesterday']);

export const CONJUNCTIONS = new Set([
  'and',
  'but',
  'or',
  'so',
  'because',
  'which',
  'that',
  'who',
  'while',
  'since',
  'although',
  'if',
  'when',
  'as',
]);

/** Gerund spellings of a verb; overgenerating is harmless as they are only looked up. */
function gerunds(verb: string): string[] {
  const forms = [`${verb}ing`, `${verb}${verb.slice(-1)}ing`];
  if (verb.endsWith('ie')) forms.push(`${verb.slice(0, -2)}ying`);
  if (verb.endsWith('e')) forms.push(`${verb.slice(0, -1)}ing`);
  return forms;
}

export function createLanguage(lexicon: Lexicon, speller: Speller): Language {
  const verbs = new Set(lexicon.verbs);
  const gerundBase = new Map(lexicon.verbs.flatMap((v) => gerunds(v).map((g) => [g, v] as const)));
  const particles = new Set(lexicon.particles);
  const prepositions = new Set(lexicon.prepositions);
  const determiners = new Set(lexicon.determiners);
  const subjects = new Set(lexicon.subjects);
  const finite = new Set(lexicon.finite_verbs);
  const proper = new Set(lexicon.proper_words);
  return {
    lexicon,
    isVerb: (w) => verbs.has(core(w)),
    baseOfGerund: (w) => gerundBase.get(core(w)),
    isParticle: (w) => particles.has(core(w)),
    isPreposition: (w) => prepositions.has(core(w)),
    isDeterminer: (w) => determiners.has(core(w)),
    isSubject: (w) => subjects.has(core(w)),
    isFiniteVerb: (w) => finite.has(core(w)),
    isProper: (w) => proper.has(core(w)),
    looksLikeVerb(tokens, i) {
      const word = core(tokens[i]);
      const previous = core(tokens[i - 1]);
      // "May" and "March" are months when capitalized mid-sentence, not "may" and "march".
      if (proper.has(word) && /^[A-Z]/.test(tokens[i] ?? '')) return false;
      if (finite.has(word)) return true;
      if (word.length >= 5 && word.endsWith('ed')) return !determiners.has(previous);
      if (word.length < 4 || !/[^su]s$/.test(word)) return false;
      const next = tokens[i + 1] ?? '';
      return (
        ADVERBS.has(previous) ||
        determiners.has(core(next)) ||
        proper.has(core(next)) ||
        VALUE_WORDS.has(core(next)) ||
        /^[$€£\d]/.test(next)
      );
    },
    knownCorrection: (word) => speller.knownCorrection(word),
    canLowercase(word) {
      const lower = word.toLowerCase();
      return (
        /^[A-Z][a-z'’-]*$/.test(word) &&
        !proper.has(lower) &&
        lower !== 'i' &&
        speller.isWord(lower)
      );
    },
  };
}
