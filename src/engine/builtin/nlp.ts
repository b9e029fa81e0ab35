/**
 * The builtin engine's one door to natural-language processing: compromise
 * (https://github.com/spencermountain/compromise), an English part-of-speech tagger with
 * verb conjugation, noun inflection and entity tags. Everything else reads its answers
 * through this module: tagged words, verb forms, plural nouns, and the entities of a text
 * (people, organizations, dates, times, money, percentages, identifiers). English only.
 *
 * compromise is deterministic and needs no network or model files; a parse takes about a
 * millisecond, and the last few hundred texts are cached, since one request is read by
 * several parts of the composer.
 */
import nlp from 'compromise';
import { fasterFreeze } from './compromiseFreeze.js';
import { fasterRegexTags } from './compromiseRegex.js';
import { fasterSetTag } from './compromiseSetTag.js';
import { fasterTagger } from './compromiseSweep.js';
import { fasterTokenizer } from './compromiseTokens.js';
import { Kept } from '../kept.js';

/** A word as compromise tagged it: "Tuesday" → tags Date, WeekDay, Noun … */
export interface Term {
  /** The word as written, without surrounding punctuation. */
  text: string;
  /** Punctuation and spaces written before and after the word. */
  pre: string;
  post: string;
  /** Lowercase, without punctuation. */
  normal: string;
  tags: ReadonlySet<string>;
}

export interface VerbForms {
  infinitive: string;
  past: string;
  present: string;
  gerund: string;
}

interface RawTerm {
  text: string;
  pre: string;
  post: string;
  normal: string;
  tags: Set<string>;
}

interface Transform {
  verb: {
    conjugate(verb: string, model: unknown): Partial<Record<string, string>>;
    toInfinitive(verb: string, model: unknown, tense?: string): string;
  };
  noun: {
    toPlural(noun: string, model: unknown): string;
    toSingular(noun: string, model: unknown): string;
  };
}

const world = nlp.world() as {
  model: {
    one: {
      lexicon: Record<string, string | string[] | undefined>;
      tagSet: Record<string, { parents?: readonly string[] } | undefined>;
    };
  };
  methods: { two: { transform: Transform } };
};
const transform = world.methods.two.transform;
fasterTokenizer(world);
fasterSetTag(world);
fasterTagger(world);
fasterRegexTags(world);
fasterFreeze(nlp);

/**
 * Verbs written the British way ("apologise to Mr. Okafor", "organise the trip"), which
 * compromise's lexicon lacks: tagged as the verbs they are, and read as their American
 * spelling (`american`) wherever the reader compares a word with its lists.
 */
const BRITISH_VERBS = `apologise organise recognise realise prioritise finalise authorise
  summarise emphasise criticise customise minimise maximise specialise utilise analyse
  familiarise visualise standardise categorise`.split(/\s+/);
nlp.addWords(Object.fromEntries(BRITISH_VERBS.map((verb) => [verb, 'Infinitive'])));

const BRITISH = new Map<string, string>();
for (const verb of BRITISH_VERBS) {
  const us = verb.replace(/s(e)$/, 'z$1');
  const stem = verb.slice(0, -1);
  const usStem = us.slice(0, -1);
  for (const ending of ['e', 'es', 'ed', 'ing']) BRITISH.set(stem + ending, usStem + ending);
}

/** "apologise" → "apologize", "organised" → "organized"; any other word as it is. */
export function american(word: string): string {
  return BRITISH.get(word) ?? word;
}

const CACHE_SIZE = 512;
const cache = new Kept<string, Term[][]>(CACHE_SIZE);

/**
 * What is known of single words (a verb's forms, whether a noun is plural) is kept for
 * good: words repeat across requests where texts do not, and a lone word costs compromise
 * a whole parse.
 */
const WORD_CACHE_SIZE = 8192;

function perWord<T>(compute: (word: string) => T): (word: string) => T {
  const known = new Kept<string, T>(WORD_CACHE_SIZE);
  return (word) => {
    const hit = known.get(word);
    if (hit !== undefined || known.has(word)) return hit as T;
    const value = compute(word);
    known.set(word, value);
    return value;
  };
}

/** The sentences of `text` as tagged words. */
export function sentencesOf(text: string): readonly (readonly Term[])[] {
  const hit = cache.get(text);
  if (hit !== undefined) return hit;
  const doc = nlp(text) as unknown as { docs: RawTerm[][] };
  // The terms' tag sets are kept as they are, not copied: nothing changes them once the
  // parse is done, and the parse is dropped.
  const parsed = doc.docs.map((sentence) =>
    sentence.map((t, i): Term => ({
      text: t.text,
      pre: t.pre,
      post: t.post,
      normal: t.normal,
      tags: retagged(sentence, i) ?? t.tags,
    })),
  );
  cache.set(text, parsed);
  return parsed;
}

/**
 * Where compromise reads a verb as a noun: "open rates rose 18%" (after a plural noun,
 * "rose" is the verb, not the flower), "timesheets for March need to be in" (before "to").
 */
function retagged(sentence: readonly RawTerm[], i: number): Set<string> | undefined {
  const t = sentence[i]!;
  if (t.normal === 'rose' && sentence[i - 1]?.tags.has('Plural') === true)
    return new Set(['Verb', 'PastTense']);
  const before = sentence[i - 1];
  if (
    (t.normal === 'need' || t.normal === 'needs') &&
    before !== undefined &&
    t.tags.has('Noun') &&
    sentence[i + 1]?.normal === 'to' &&
    !before.tags.has('Determiner') &&
    !before.tags.has('Possessive') &&
    !before.tags.has('Adjective')
  )
    return new Set(['Verb', 'PresentTense']);
  return undefined;
}

/** Every word of `text`, tagged. */
export function termsOf(text: string): readonly Term[] {
  return sentencesOf(text).flat();
}

/** The forms of a verb given in any form: "follow" → following, followed, follows. */
export function verbForms(verb: string): VerbForms {
  return { ...knownVerbForms(verb.toLowerCase()) };
}

const knownVerbForms = perWord((lower): VerbForms => {
  const forms = transform.verb.conjugate(lower, world.model);
  // "snap" → "snapping", "snapped": a word of one short vowel and one final consonant doubles
  // it, where compromise's rules for a verb it does not list do not.
  const doubled = /^[^aeiou]*[aeiou][bdgklmnprt]$/.test(lower) ? `${lower}${lower.at(-1)}` : lower;
  const mend = (form: string | undefined, ending: string) =>
    form === undefined || form === `${lower}${ending}` ? `${doubled}${ending}` : form;
  return {
    infinitive: forms.Infinitive ?? lower,
    past: mend(forms.PastTense, 'ed'),
    present: forms.PresentTense ?? `${lower}s`,
    gerund: mend(forms.Gerund, 'ing'),
  };
});

/** The infinitive of an inflected verb: "shipped" → "ship", "follows" → "follow". */
export function infinitiveOf(
  verb: string,
  tense?: 'PastTense' | 'PresentTense' | 'Gerund',
): string {
  const tag = tense ?? '';
  let known = knownInfinitives.get(tag);
  if (known === undefined) {
    known = perWord((lower) => transform.verb.toInfinitive(lower, world.model, tense) || lower);
    knownInfinitives.set(tag, known);
  }
  return known(verb.toLowerCase());
}

const knownInfinitives = new Map<string, (word: string) => string>();

/**
 * Whether compromise's dictionary lists a word first as a verb ("bring", "meet"), not as a
 * noun or adjective that can also be one ("total", "card", "free").
 */
export function isVerbLemma(word: string): boolean {
  const entry = world.model.one.lexicon[word.toLowerCase()];
  const tags = Array.isArray(entry) ? entry : entry === undefined ? [] : [entry];
  return tags.some((t) => ['Infinitive', 'PhrasalVerb', 'Verb'].includes(t));
}

/** Whether compromise's dictionary lists a word first as an adjective ("free", "available"). */
export function isAdjectiveLemma(word: string): boolean {
  const entry = world.model.one.lexicon[word.toLowerCase()];
  return (Array.isArray(entry) ? entry : [entry]).includes('Adjective');
}

/**
 * The tags compromise's dictionary gives a word, with the tags they imply ("john" →
 * MaleName, FirstName, Person, …): a lookup, no parse, for the hot paths that read word by
 * word. Words it does not list get an empty set.
 */
export function lexiconTags(word: string): ReadonlySet<string> {
  const lower = word.toLowerCase();
  const hit = LEXICON_TAGS.get(lower);
  if (hit !== undefined) return hit;
  const entry = world.model.one.lexicon[lower];
  if (entry === undefined) return NO_TAGS;
  const own = Array.isArray(entry) ? entry : [entry];
  const tags = new Set(own.flatMap((t) => [t, ...(world.model.one.tagSet[t]?.parents ?? [])]));
  LEXICON_TAGS.set(lower, tags);
  return tags;
}

/** Only the dictionary's own words are kept: bounded by the dictionary, not by the requests. */
const LEXICON_TAGS = new Map<string, ReadonlySet<string>>();
const NO_TAGS: ReadonlySet<string> = new Set();

/** Whether a word on its own reads as a verb: "save", "work", but not "response". */
export function canBeVerb(word: string): boolean {
  return knownCanBeVerb(word.toLowerCase());
}

const knownCanBeVerb = perWord((lower) => termsOf(lower)[0]?.tags.has('Verb') === true);

/** Whether a noun reads as plural ("templates", "people"), for "is" or "are". */
export function isPluralNoun(noun: string): boolean {
  return knownPlural(noun.toLowerCase());
}

const knownPlural = perWord((lower) => {
  if (!/^[a-z]+$/.test(lower) || lower.length < 3) return false;
  if (/(?:ss|us|is)$/.test(lower)) return false;
  const term = termsOf(lower)[0];
  if (term?.tags.has('Plural')) return true;
  if (term?.tags.has('Singular') || term?.tags.has('Uncountable')) return false;
  return transform.noun.toSingular(lower, world.model) !== lower && lower.endsWith('s');
});

export interface Entities {
  /** People named: "Maya Chen", "Dr. Alvarez", "Priya". */
  people: string[];
  /** Organizations and places: "Riverside Food Bank", "Temple University", "Austin". */
  organizations: string[];
  /** Day or date phrases: "next Tuesday", "March 15", "Friday July 12", "the 14th". */
  dates: string[];
  /** Clock times: "3pm", "9:15 am", "12:30". */
  times: string[];
  money: string[];
  percentages: string[];
  /** Order, invoice, ticket and other reference numbers: "INV-20931", "#A-7734", "PR #1182". */
  identifiers: string[];
}

const ENTITY_CACHE = new Kept<string, Entities>(CACHE_SIZE);

const IDENTIFIER =
  /(?:\b(?:invoice|order|ticket|case|contract|quote|PO|PR|account|matter|job ID|ID|code|ref|reference|booth|room|extension)\s*(?:#|no\.?|number)?\s*)?(?:#[A-Za-z0-9][\w-]*\d[\w-]*|#\d[\w-]*|\b[A-Z]{2,}[A-Z0-9]*-?\d[\w-]*|\b[A-Z]+\d+[A-Z0-9]*\b|\bv\d+(?:\.\d+)+\b)/g;
const REFERENCE_NOUN =
  /\b(invoice|order|ticket|case|contract|quote|PO|PR|account|matter|job ID|code|reference)\s*(#|no\.?|number)?\s*([A-Za-z0-9#][\w-]*\d[\w-]*)/gi;
const TIME = /\b\d{1,2}(?::\d{2})?\s?(?:am|pm|a\.m\.|p\.m\.)(?!\w)|\b\d{1,2}:\d{2}\b/gi;
const MONEY =
  /[$€£¥]\s?\d[\d,]*(?:\.\d+)?(?:\s?(?:k|K|M|m|bn|million|billion)\b)?|\b\d[\d,]*(?:\.\d+)?\s?(?:USD|EUR|GBP|dollars|euros|pounds)\b/g;
const PERCENT = /\b\d+(?:\.\d+)?\s?%/g;

/**
 * The entities a text names, each once, in order of appearance. Dates and times come from
 * compromise's tags, joined into phrases ("Thursday 3pm", "Friday July 12"); amounts,
 * percentages and identifiers from their written shape, which is exact.
 */
export function entitiesOf(text: string): Entities {
  const hit = ENTITY_CACHE.get(text);
  if (hit !== undefined) return hit;
  const out: Entities = {
    people: [],
    organizations: [],
    dates: [],
    times: [],
    money: unique(text.match(MONEY) ?? []).map((m) => m.trim()),
    percentages: unique(text.match(PERCENT) ?? []),
    identifiers: identifiersOf(text),
  };
  for (const sentence of sentencesOf(text)) {
    out.people.push(...spans(sentence, (t) => t.tags.has('Person') || isHonorific(t)));
    out.organizations.push(
      ...spans(sentence, (t) => t.tags.has('Organization') || t.tags.has('Place')),
    );
    out.dates.push(...datePhrases(sentence));
  }
  out.times.push(...(text.match(TIME) ?? []).map((t) => t.trim()));
  const result: Entities = {
    ...out,
    people: unique(out.people),
    organizations: unique(out.organizations),
    dates: unique(out.dates),
    times: unique(out.times),
  };
  ENTITY_CACHE.set(text, result);
  return result;
}

/**
 * Forgets the texts read so far (their parses and entities), not what is known of single
 * words: a benchmark of varied inputs, where no request's text was seen before, starts
 * each request with this.
 */
export function forgetTexts(): void {
  cache.clear();
  ENTITY_CACHE.clear();
}

function isHonorific(t: Term): boolean {
  return t.tags.has('Honorific') && /^[A-Z]/.test(t.text);
}

function identifiersOf(text: string): string[] {
  const found: string[] = [];
  for (const m of text.matchAll(REFERENCE_NOUN)) {
    const [, noun = '', mark = '', id = ''] = m;
    if (!/\d/.test(id)) continue;
    found.push(
      `${noun.toUpperCase() === noun ? noun : noun.toLowerCase()} ${mark === '#' ? '#' : ''}${id}`,
    );
  }
  for (const m of text.matchAll(IDENTIFIER)) {
    const id = m[0].trim();
    if (/^\d+$/.test(id) || found.some((f) => f.includes(id) || id.includes(f))) continue;
    found.push(id);
  }
  return unique(found.map((f) => f.replace(/[.,;:]+$/, '')));
}

/** Runs of consecutive words that pass `test`, as written ("Maya Chen"). */
function spans(sentence: readonly Term[], test: (t: Term) => boolean): string[] {
  const out: string[] = [];
  let run: Term[] = [];
  const flush = () => {
    if (run.length > 0) out.push(joined(run));
    run = [];
  };
  for (const term of sentence) {
    if (test(term) && /^[A-Z]/.test(term.text)) {
      run.push(term);
      if (/[,;:.!?]/.test(term.post.replace(/^\./, ''))) flush();
    } else flush();
  }
  flush();
  return out;
}

const DATE_LEAD = new Set(['next', 'this', 'last', 'early', 'late', 'mid']);
const DATE_WORDS = new Set(['today', 'tomorrow', 'tonight', 'yesterday', 'weekend']);

/** Date phrases of a sentence: "next Tuesday", "Friday July 12", "the 14th", "Oct 8-10". */
function datePhrases(sentence: readonly Term[]): string[] {
  const out: string[] = [];
  const isDate = (t: Term | undefined) =>
    t !== undefined &&
    (t.tags.has('Month') ||
      t.tags.has('WeekDay') ||
      DATE_WORDS.has(t.normal) ||
      (t.tags.has('Date') && /\d/.test(t.text) && !t.tags.has('Time')) ||
      (t.tags.has('Ordinal') && /^\d/.test(t.text)));
  for (let i = 0; i < sentence.length; i++) {
    if (!isDate(sentence[i])) continue;
    let start = i;
    const before = sentence[i - 1];
    if (before !== undefined && DATE_LEAD.has(before.normal)) start = i - 1;
    else if (before?.normal === 'the' && sentence[i]?.tags.has('Ordinal')) start = i - 1;
    let end = i;
    while (end + 1 < sentence.length && isDate(sentence[end + 1]) && !endsPhrase(sentence[end]))
      end++;
    // "Sept 9-11": compromise splits a range into three words.
    while (
      end + 1 < sentence.length &&
      sentence[end + 1]?.tags.has('NumberRange') &&
      !endsPhrase(sentence[end])
    )
      end++;
    const phrase = joined(sentence.slice(start, end + 1));
    if (/[A-Za-z]/.test(phrase) || /\d{4}-\d{2}-\d{2}/.test(phrase)) out.push(phrase);
    i = end;
  }
  return out;
}

function endsPhrase(t: Term | undefined): boolean {
  return t !== undefined && /[,;:!?]|\.\s/.test(t.post);
}

/** Words joined back as they were written, without the outer punctuation. */
export function joined(terms: readonly Term[]): string {
  return terms
    .map((t, i) => (i === 0 ? '' : t.pre) + t.text + (i === terms.length - 1 ? '' : t.post))
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
}

function unique(list: readonly string[]): string[] {
  return [...new Set(list.filter((x) => x !== ''))];
}
