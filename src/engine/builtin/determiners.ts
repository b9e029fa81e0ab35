/**
 * Determiners for the caller's noun phrases, as a writer would add them: "follow up on
 * project proposal meeting" → "on our project proposal meeting" (a thing both sides
 * share), "send invoice" → "send the invoice", but "feedback" and "invoice 2041" stay bare.
 */
import { CONJUNCTIONS, core, endsClause, type Language } from './language.js';

const NO_DETERMINER = new Set([
  'me',
  'us',
  'them',
  'him',
  'her',
  'you',
  'it',
  'everyone',
  'everything',
  'anything',
  'something',
  'all',
  'yourself',
]);

/**
 * Gives noun phrases the determiner a writer would use: "follow up on project proposal
 * meeting" → "on our project proposal meeting", "send invoice" → "send the invoice".
 * A phrase starts after the verb and after each preposition or conjunction.
 */
export function markNounPhrases(
  lang: Language,
  tokens: string[],
  from: number,
  preference?: 'the' | 'your',
): void {
  let phraseStart = true;
  let preferred = preference;
  for (let i = from; i < tokens.length; i++) {
    const token = tokens[i] ?? '';
    if (lang.isPreposition(token) || CONJUNCTIONS.has(core(token))) {
      phraseStart = true;
      continue;
    }
    // "to discuss the budget", "and send the contract": a verb, its object comes next.
    if (phraseStart && lang.isVerb(token) && ['to', 'and'].includes(core(tokens[i - 1]))) continue;
    if (phraseStart) {
      const determiner = determinerFor(lang, tokens, i, preferred);
      if (determiner !== undefined) tokens.splice(i++, 0, determiner);
      preferred = undefined;
      phraseStart = false;
    }
    if (endsClause(token)) phraseStart = false;
  }
}

function determinerFor(
  lang: Language,
  tokens: readonly string[],
  at: number,
  preference?: 'the' | 'your',
): string | undefined {
  const phrase = phraseAt(lang, tokens, at);
  const first = phrase[0] ?? '';
  const head = core(phrase.at(-1));
  const lower = core(first);
  if (
    lang.isDeterminer(first) ||
    lang.isSubject(first) ||
    NO_DETERMINER.has(lower) ||
    lang.baseOfGerund(first) !== undefined ||
    phrase.some((t) => /['’]s\b/.test(t)) ||
    (/\d/.test(head) && phrase.length <= 2) ||
    (/^[A-Z]/.test(first) && phrase.length === 1) ||
    (/^[A-Z][a-z]/.test(first) && !lang.canLowercase(first)) ||
    /^[^\p{L}]/u.test(first)
  ) {
    return undefined;
  }
  const { shared_nouns: shared, mass_nouns: mass, countable_nouns: countable } = lang.lexicon;
  if (preference === 'your') return 'your';
  if (shared.includes(head)) return 'our';
  if (mass.includes(head)) return undefined;
  if (phrase.length >= 2 || countable.includes(head)) return 'the';
  return undefined;
}

/** The noun phrase starting at `at`: up to a preposition, conjunction or clause end. */
function phraseAt(lang: Language, tokens: readonly string[], at: number): string[] {
  const phrase: string[] = [];
  for (let i = at; i < tokens.length; i++) {
    const token = tokens[i] ?? '';
    if (i > at && (lang.isPreposition(token) || CONJUNCTIONS.has(core(token)))) break;
    phrase.push(token);
    if (endsClause(token)) break;
  }
  return phrase;
}
