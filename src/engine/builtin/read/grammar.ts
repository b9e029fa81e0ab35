/**
 * Word-level judgements: whether a token is a verb that opens an instruction, a finite
 * verb with its subject, a preposition, a value; where a sentence's main verb or a note's
 * value starts; whether tokens read as a noun phrase or a plural one.
 */
import { CONJUNCTIONS, core, endsClause, type Language } from '../language.js';
import {
  canBeVerb,
  infinitiveOf,
  isAdjectiveLemma,
  isPluralNoun,
  isVerbLemma,
  verbForms,
} from '../nlp.js';
import {
  ADVERBS,
  DAY_PARTS,
  QUESTION_VERBS,
  QUESTION_WORDS,
  type Reading,
  SUBJECT_PRONOUNS,
  SUBORDINATE,
  type Token,
  WEEKDAY_SHORT,
} from './reading.js';

const LINKING_VERBS = new Set(['go', 'stay', 'remain', 'become', 'seem', 'look', 'feel']);
/** Prepositions the lexicon leaves out, because they double as particles there. */
const MORE_PREPOSITIONS = new Set([
  'in',
  'per',
  'onto',
  'upon',
  'across',
  'inside',
  'outside',
  'near',
  'under',
  'beyond',
  'through',
]);
const QUANTIFIERS = new Set([
  'all',
  'some',
  'many',
  'few',
  'several',
  'no',
  'every',
  'each',
  'any',
  'more',
  'most',
  'other',
]);

export function isAdjective(token: Token): boolean {
  return token.tags.has('Adjective') || isAdjectiveLemma(token.word);
}

export function isPrep(r: Reading, token: Token | string | undefined): boolean {
  const text = typeof token === 'string' ? token : (token?.text ?? '');
  return r.lang.isPreposition(text) || MORE_PREPOSITIONS.has(core(text));
}

/** "can we push our 1:1 …", "how was your stay …", "could you review my PR …" without a "?". */
export function isQuestion(tokens: readonly Token[]): boolean {
  const [first, second] = tokens;
  if (first === undefined || second === undefined) return false;
  if (
    ['can', 'could', 'would', 'will', 'shall', 'should', 'do', 'does', 'did'].includes(first.word)
  )
    return SUBJECT_PRONOUNS.has(second.word);
  return (
    QUESTION_WORDS.has(first.word) && (second.tags.has('Copula') || QUESTION_VERBS.has(second.word))
  );
}

/**
 * A verb that can open an instruction: one the lexicons know, or one compromise's
 * dictionary lists as a verb first ("bring", "meet") and tags as an imperative here.
 */
export function isVerbToken(
  r: Reading,
  token: Token,
  next: Token | undefined,
  lenient: boolean,
): boolean {
  const word = token.word;
  if (/\d/.test(word) || next?.tags.has('Copula') || next?.tags.has('Modal')) return false;
  if (r.verbs.has(word) || r.words.reader_verbs.includes(word)) return true;
  if (/^[A-Z]{2,}/.test(token.text)) return false;
  if (!token.tags.has('Verb') || token.tags.has('Gerund') || token.tags.has('PastTense'))
    return false;
  // "account 889-301-22", "code LOYAL10": a noun before its number.
  if (next !== undefined && /\d.*[-#]|[-#].*\d|[A-Z]+\d|\d{3}/.test(next.text)) return false;
  return isVerbLemma(word) || (lenient && canBeVerb(word));
}

/** "Update on the rollout", "Invoice INV-2041 …": a noun that only looks like a verb. */
export function nounFirst(r: Reading, tokens: readonly Token[]): boolean {
  const [first, second] = tokens;
  if (first === undefined || !r.words.noun_first.includes(first.word)) return false;
  return (
    second === undefined ||
    ['on', 'about', 'of', 'for', 'regarding', 're', 'concerning'].includes(second.word) ||
    /[A-Za-z].*\d|\d.*[A-Za-z]|#|\d{3}/.test(second.text)
  );
}

/**
 * The index of the main clause's finite verb ("is" in "the invoice … is overdue"), or -1.
 * A relative clause ("everyone who answers gets …") is skipped; verbs after "that", "to",
 * "because" … belong to another clause.
 */
export function mainVerb(r: Reading, tokens: readonly Token[]): number {
  for (let i = 1; i < tokens.length; i++) {
    const t = tokens[i];
    const previous = tokens[i - 1];
    if (t === undefined || previous === undefined) break;
    // "everyone who answers gets …": past the relative clause's verb, the next verb is the main one.
    if (
      ['who', 'which', 'that'].includes(t.word) &&
      (previous.tags.has('Noun') || previous.tags.has('Pronoun'))
    ) {
      const main = tokens.findIndex(
        (v, k) =>
          k > i + 1 && v.tags.has('Verb') && !v.tags.has('Gerund') && !v.tags.has('Infinitive'),
      );
      const relativeVerb = tokens[i + 1];
      return main > 0 &&
        relativeVerb !== undefined &&
        (relativeVerb.tags.has('Verb') || relativeVerb.word.endsWith('s'))
        ? main
        : -1;
    }
    // "the migration to the new CRM is …": a "to" before "the" leads a place, not a verb.
    const toPlace =
      t.word === 'to' && /^(?:the|a|an|our|your|their|my)$/.test(tokens[i + 1]?.word ?? '');
    if (SUBORDINATE.has(t.word) && t.word !== 'and' && !toPlace) return -1;
    if (isFiniteAt(r, tokens, i)) return i;
  }
  return -1;
}

/** Whether the word at `i` is a finite verb with a subject before it. */
const PRICED =
  /^(?:costs|charges|pays|earns|saves|raises|makes|takes|spends|owes|totals|comes|sells|brings|adds|needs|gets)$/;

export function isFiniteAt(r: Reading, tokens: readonly Token[], i: number): boolean {
  const t = tokens[i];
  const previous = tokens[i - 1];
  const next = tokens[i + 1];
  if (t === undefined || previous === undefined) return false;
  // "Our community choir, the Ashwyke Singers, would like to …": a modal after an aside between
  // commas is the sentence's verb.
  const opened = tokens.findIndex((x) => x.text.endsWith(','));
  const aside =
    previous.text.endsWith(',') &&
    (t.tags.has('Modal') || t.tags.has('Copula') || t.tags.has('Auxiliary')) &&
    opened >= 0 &&
    opened < i - 1 &&
    tokens.slice(0, i - 1).filter((x) => x.text.endsWith(',')).length === 1 &&
    /^(?:the|a|an|our|my|their)$/.test(tokens[opened + 1]?.word ?? '');
  if (aside) return true;
  if (endsClause(previous.text)) return false;
  if (/^[A-Z]/.test(t.text) && r.lang.isProper(t.word)) return false;
  // "10:30 am": compromise reads "am" as the verb.
  if (['am', 'pm'].includes(t.word) && /\d/.test(previous.text)) return false;
  if (r.words.states.includes(t.word)) return false;
  if (t.tags.has('Copula') || t.tags.has('Modal') || t.tags.has('Auxiliary')) return true;
  // "the safeguarding refresher need doing", "the gutters need clearing": "need" before an -ing
  // verb or "to" is the verb, after a noun.
  if (
    /^needs?$/.test(t.word) &&
    (next?.tags.has('Gerund') === true || next?.word === 'to') &&
    previous.tags.has('Noun') &&
    !previous.tags.has('Pronoun')
  )
    return true;
  const sForm = /[^s]s$/.test(t.word);
  // "puncture repairs £12": a plural noun and its price, no verb.
  // ("the pilot costs $12,000", "it saves £40": verbs whose object is an amount).
  if (sForm && /^[$€£]\d/.test(next?.text ?? '') && !PRICED.test(t.word) && isPluralNoun(t.word))
    return false;
  const span = tokens.slice(0, ADVERBS.has(previous.word) ? i - 1 : i);
  const before = span.at(-1);
  if (before === undefined) return false;
  // "for all plans": a word after a determiner or quantifier is a noun.
  if (
    before.tags.has('Determiner') ||
    before.tags.has('Possessive') ||
    QUANTIFIERS.has(before.word)
  )
    return false;
  const pluralSubject = pluralPhrase(span) || ['i', 'we', 'you', 'they'].includes(before.word);
  if (r.lang.isFiniteVerb(t.word) && !(sForm && pluralSubject)) return true;
  if (t.tags.has('Gerund')) return false;
  // "the 3.2 release": a number after a determiner is part of the noun phrase.
  const modifier = before.tags.has('Value') && (span.at(-2)?.tags.has('Determiner') ?? false);
  const nounish = (x: Token) =>
    x.tags.has('Noun') ||
    x.tags.has('Value') ||
    x.tags.has('Pronoun') ||
    /\d/.test(x.text) ||
    (x.tags.has('Verb') && /s$/.test(x.word) && !isVerbLemma(x.word));
  // "our customer service line now opens …": "line" after a noun ends a compound noun,
  // though tagged a verb.
  const compound = before.tags.has('Infinitive') && (span.at(-2)?.tags.has('Noun') ?? false);
  const subject =
    !modifier &&
    (nounish(before) ||
      compound ||
      (before.tags.has('Adjective') && span.slice(0, -1).some(nounish)));
  if (!subject) return false;
  // compromise reads "the science fair moves to …" as a plural noun.
  if (
    !t.tags.has('Verb') &&
    sForm &&
    !pluralSubject &&
    next !== undefined &&
    (isPrep(r, next) ||
      next.tags.has('Determiner') ||
      isValue(next, r.lang) ||
      (r.words.states.includes(next.word) &&
        LINKING_VERBS.has(infinitiveOf(t.word, 'PresentTense')))) &&
    canBeVerb(infinitiveOf(t.word, 'PresentTense'))
  )
    return true;
  const pastLike =
    t.tags.has('PastTense') ||
    (t.tags.has('Adjective') &&
      /ed$/.test(t.word) &&
      (next === undefined || next.tags.has('Adverb') || r.lang.isPreposition(next.text)));
  if (pastLike) {
    // "refund approved today" leaves "was" out; "Sarah Chen approved the budget" does not.
    // "building control signed off the insulation": a particle, then what was signed off.
    const owner = (x: Token | undefined) =>
      x !== undefined && (x.tags.has('Determiner') || x.tags.has('Possessive'));
    const object =
      owner(next) ||
      (/^(?:off|up|out|back|over|in)$/.test(next?.word ?? '') && owner(tokens[i + 2]));
    if (r.words.passive_participles.includes(t.word) && !before.tags.has('Pronoun') && !object)
      return false;
    return t.tags.has('Verb') || pastLike;
  }
  if (t.tags.has('Verb') && t.tags.has('PresentTense')) {
    if (next === undefined || CONJUNCTIONS.has(next.word) || endsClause(t.text)) return false;
    // "the support team hit a 98% score": a past form like its base ("hit", "set", "cut").
    if (!sForm && !pluralSubject && verbForms(t.word).past === t.word && !next.tags.has('Verb'))
      return true;
    // "6 phone screens done": a noun before a participle, not a verb.
    // "go live", "stay open": a linking verb before a state.
    const linking = LINKING_VERBS.has(infinitiveOf(t.word, 'PresentTense'));
    if (next.tags.has('PastTense') || (r.words.states.includes(next.word) && !linking))
      return false;
    return sForm ? !pluralSubject : pluralSubject;
  }
  return false;
}

/** Where a value starts after a short noun: "deadline March 15", "keynote at 9am", "budget around $60,000". */
export function factAt(r: Reading, tokens: readonly Token[]): number {
  for (let at = 1; at <= 4 && at < tokens.length; at++) {
    const subject = tokens.slice(0, at);
    const lone = subject[0];
    const single =
      at === 1 &&
      lone !== undefined &&
      /^[a-z]+$/i.test(lone.text) &&
      (lone.tags.has('Noun') || lone.tags.has('Imperative')) &&
      !lone.tags.has('PastTense') &&
      !isPrep(r, lone) &&
      !isAdjectiveLemma(lone.word) &&
      !r.words.states.includes(lone.word) &&
      !r.verbs.has(lone.word);
    if (!(single || isNounPhrase(r, subject)) || subject.some((t) => /\d/.test(t.text))) continue;
    // "Sarah Chen": a first name and a last name, not a thing and its value.
    if (tokens[at]?.tags.has('Person') === true) continue;
    let k = at;
    const qualifiers = [
      'around',
      'about',
      'approximately',
      'roughly',
      'at',
      'on',
      'in',
      'by',
      'from',
      'until',
    ];
    if (qualifiers.includes(tokens[k]?.word ?? '')) k++;
    const value = tokens[k];
    if (value === undefined) return -1;
    if (
      isValue(value, r.lang) ||
      DAY_PARTS.has(value.word) ||
      (value.word === 'the' && DAY_PARTS.has(tokens[k + 1]?.word ?? ''))
    ) {
      if (r.lang.isDeterminer(subject[0]?.text ?? '') && subject.length === 1) return -1;
      return at;
    }
  }
  return -1;
}

/** Whether tokens read as a noun phrase: nouns, adjectives, determiners, numbers, "of", "and". */
export function isNounPhrase(r: Reading, tokens: readonly Token[]): boolean {
  const head = tokens.at(-1);
  if (head === undefined) return false;
  if (
    endsClause(
      tokens
        .slice(0, -1)
        .map((t) => t.text)
        .join(' '),
    )
  )
    return false;
  if (r.lang.isDeterminer(head.text) || SUBJECT_PRONOUNS.has(head.word)) return false;
  return tokens.every((t, i) => {
    const last = i === tokens.length - 1;
    if (['of', 'and'].includes(t.word)) return i > 0 && !last;
    if (isPrep(r, t) || CONJUNCTIONS.has(t.word) || SUBJECT_PRONOUNS.has(t.word)) return false;
    if (t.tags.has('Particle') || (last && !t.tags.has('Noun') && isAdjectiveLemma(t.word)))
      return false;
    if (t.tags.has('Copula') || t.tags.has('Modal') || t.tags.has('Auxiliary')) return false;
    if (
      last &&
      !(
        t.tags.has('Noun') ||
        t.tags.has('Value') ||
        /\d/.test(t.text) ||
        t.tags.has('Verb') ||
        t.tags.size === 0
      )
    )
      return false;
    if (!t.tags.has('Verb') || t.tags.has('Gerund')) return true;
    if (t.tags.has('PastTense')) return t.tags.has('Adjective');
    // compromise tags some nouns as verbs ("crash rate", "kids"): a dictionary verb is
    // only a noun here as the head of a compound ("crash rate").
    if (!isVerbLemma(t.word)) return true;
    const previous = tokens[i - 1];
    return (
      last && previous !== undefined && previous.tags.has('Noun') && !previous.tags.has('Verb')
    );
  });
}

/** "Takes", "saves", "works": a present verb with no subject before it. */
export function isThirdPersonVerb(r: Reading, token: Token, next: Token | undefined): boolean {
  const w = token.word;
  if (!/^[a-z]+s$/.test(w) || next === undefined) return false;
  const base = infinitiveOf(w, 'PresentTense');
  if (base === w || verbForms(base).present !== w || !canBeVerb(base)) return false;
  const object =
    isPrep(r, next) ||
    /^[$€£\d]/.test(next.text) ||
    /^[A-Z]/.test(next.text) ||
    next.tags.has('Determiner') ||
    next.tags.has('Adverb') ||
    next.tags.has('Possessive') ||
    next.tags.has('Value') ||
    r.lang.isParticle(next.word);
  if (!object) return false;
  return token.tags.has('Verb') || isVerbLemma(base) || isPrep(r, next);
}

export function pluralPhrase(tokens: readonly Token[]): boolean {
  if (tokens.some((t) => t.word === 'and')) return true;
  // "the programmes for the carol concert": the head comes before what qualifies it.
  const qualified = tokens.findIndex(
    (t, i) => i >= 1 && /^(?:for|of|in|on|at|from|with|about)$/.test(t.word),
  );
  const head = qualified >= 1 ? tokens[qualified - 1] : tokens.at(-1);
  if (head === undefined) return false;
  const first = tokens[0]?.text ?? '';
  if (/^\d[\d,.]*$/.test(first) && first !== '1') return true;
  return head.tags.has('Plural') || isPluralNoun(head.word);
}

export function isMass(r: Reading, token: Token): boolean {
  return r.lexicon.mass_nouns.includes(token.word) || token.tags.has('Uncountable');
}

/**
 * The phrase of a list (or of a record's keys) `text` opens with, as written in `text`:
 * the longest that fits, ending at a word's end.
 */
export function opensWith(
  text: string,
  phrases: readonly string[] | Readonly<Record<string, string>>,
): string | undefined {
  const lower = text.toLowerCase();
  for (const p of longestFirst(phrases)) {
    if (lower.startsWith(p) && /^(?:$|[\s,:!.-])/.test(lower.slice(p.length)))
      return text.slice(0, p.length);
  }
  return undefined;
}

/**
 * The phrases longest first (phrases of one length in their order), worked out once per
 * list: the lists are the data's, loaded once and never changed, and the reader asks
 * which one a sentence opens with several times a sentence.
 */
function longestFirst(phrases: readonly string[] | Readonly<Record<string, string>>): string[] {
  let sorted = LONGEST_FIRST.get(phrases);
  if (sorted === undefined) {
    const list: readonly string[] = Array.isArray(phrases) ? phrases : Object.keys(phrases);
    sorted = [...list].sort((a, b) => b.length - a.length);
    LONGEST_FIRST.set(phrases, sorted);
  }
  return sorted;
}

const LONGEST_FIRST = new WeakMap<object, string[]>();

export function isValue(token: Token, lang: Language): boolean {
  return (
    /^[$€£¥#]?\d/.test(token.text) ||
    token.tags.has('Month') ||
    token.tags.has('WeekDay') ||
    token.tags.has('Time') ||
    token.tags.has('Money') ||
    WEEKDAY_SHORT.test(token.text) ||
    (lang.isProper(token.word) && /^[A-Z]/.test(token.text)) ||
    (/^[A-Z]/.test(token.text) && token.tags.has('ProperNoun') && !lang.canLowercase(token.text)) ||
    ['today', 'tomorrow', 'tonight', 'yesterday', 'next'].includes(token.word)
  );
}

/** Whether a date or time starts at `at`: "Tuesday", "next Tuesday", "3pm", "tomorrow". */
export function isDateStart(tokens: readonly Token[], at: number): boolean {
  const t = tokens[at];
  if (t === undefined) return false;
  const day = (x: Token | undefined) =>
    x !== undefined &&
    (x.tags.has('Month') ||
      x.tags.has('WeekDay') ||
      x.tags.has('Time') ||
      ['today', 'tomorrow', 'tonight', 'yesterday', 'week', 'weekend', 'month', 'year'].includes(
        x.word,
      ));
  if (day(t) && !['week', 'month', 'year'].includes(t.word)) return true;
  return ['next', 'this', 'last'].includes(t.word) && day(tokens[at + 1]);
}
