/**
 * What every part of the reader shares: the reading context (the language, the word lists
 * of content/composer.yaml and content/improve/lexicon.yaml, who the email is to), the
 * caller's text as tokens tagged by compromise, and the closed word classes the parts
 * judge words by.
 */
import { type Addressee, Addressing } from './addressing.js';
import type { ComposerWords, Lexicon } from '../data.js';
import { core, type Language } from '../language.js';
import { patternOf } from '../text.js';
import { american, sentencesOf, type Term } from '../nlp.js';

export type Where = 'context' | 'notes';

/** A whitespace token of the caller's text with compromise's tags for its first word. */
export interface Token {
  text: string;
  word: string;
  tags: ReadonlySet<string>;
}

/** What the parts read with: the language, the word lists and who the email is to. */
export interface Reading {
  readonly lang: Language;
  readonly words: ComposerWords;
  readonly lexicon: Lexicon;
  readonly addressee: Addressee;
  readonly addressing: Addressing;
  /** "I want to", "I'd like to": a wish before the writer's act. */
  readonly wishes: RegExp;
  /** Verbs an act may start with: the lexicon's and the writer's own. */
  readonly verbs: ReadonlySet<string>;
  /** Verbs that are the writer's act even in the notes ("apologize", "thank"). */
  readonly writerVerbs: ReadonlySet<string>;
  /** Whether the notes describe the writer (a job application, a self-introduction). */
  aboutWriter: boolean;
  /** Whether a note with no subject is about the person the context names. */
  aboutReader: boolean;
}

export function createReading(lang: Language, words: ComposerWords, addressee: Addressee): Reading {
  return {
    lang,
    words,
    lexicon: lang.lexicon,
    addressee,
    addressing: new Addressing(lang, addressee),
    wishes: wishesOf(words),
    ...verbSets(lang.lexicon, words),
    aboutWriter: false,
    aboutReader: false,
  };
}

/** The wish pattern of the word lists, made once: a reading is made per email. */
function wishesOf(words: ComposerWords): RegExp {
  let wishes = WISHES.get(words);
  if (wishes === undefined) {
    wishes = patternOf(`^(?:${words.wishes.join('|')})\\s+`, 'i');
    WISHES.set(words, wishes);
  }
  return wishes;
}

const WISHES = new WeakMap<ComposerWords, RegExp>();

/** The verb sets of a lexicon and word lists, made once: a reading is made per email. */
function verbSets(lexicon: Lexicon, words: ComposerWords): Pick<Reading, 'verbs' | 'writerVerbs'> {
  let byWords = VERB_SETS.get(lexicon);
  if (byWords === undefined) {
    byWords = new WeakMap();
    VERB_SETS.set(lexicon, byWords);
  }
  let sets = byWords.get(words);
  if (sets === undefined) {
    sets = {
      verbs: new Set([...lexicon.verbs, ...words.writer_verbs]),
      writerVerbs: new Set(words.writer_verbs),
    };
    byWords.set(words, sets);
  }
  return sets;
}

const VERB_SETS = new WeakMap<
  Lexicon,
  WeakMap<ComposerWords, Pick<Reading, 'verbs' | 'writerVerbs'>>
>();

export const SUBJECT_PRONOUNS = new Set(['i', 'we', 'you', 'they', 'he', 'she', 'it', 'there']);
export const QUESTION_WORDS = new Set(['how', 'what', 'when', 'where', 'why', 'who', 'which']);
export const QUESTION_VERBS = new Set([
  'can',
  'could',
  'would',
  'will',
  'shall',
  'should',
  'do',
  'does',
  'did',
  'is',
  'are',
  'was',
  'were',
  'have',
  'has',
]);
/** Words that start a clause inside a sentence: a verb after them is not the main one. */
export const SUBORDINATE = new Set([
  'that',
  'who',
  'which',
  'whose',
  'if',
  'when',
  'because',
  'before',
  'after',
  'so',
  'and',
  'but',
  'or',
  'to',
  'while',
  'since',
  'until',
  'once',
  'whether',
  'as',
  'where',
  'though',
  'although',
  'unless',
  'whereas',
]);
export const ADVERBS = new Set([
  'still',
  'now',
  'already',
  'just',
  'also',
  'currently',
  'finally',
  'only',
  'never',
  'always',
  'usually',
]);
export const CONTRACTED_SUBJECT = /^(?:i|we|you|they|he|she|it|there|that)['’](?:s|re|ve|ll|d|m)$/;
export const WEEKDAY_SHORT = /^(?:Mon|Tue|Tues|Wed|Thu|Thur|Thurs|Fri|Sat|Sun)$/;
export const DAY_PARTS = new Set([
  'morning',
  'afternoon',
  'evening',
  'night',
  'noon',
  'midnight',
  'tonight',
]);

/** The caller's text as whitespace tokens, each with compromise's tags for its first word. */
export function tokensOf(text: string): Token[] {
  // Each term with where it starts in the text (-1 when it is not found there).
  const terms: Term[] = [];
  const termStarts: number[] = [];
  let cursor = 0;
  for (const sentence of sentencesOf(text)) {
    for (const t of sentence) {
      const at = t.text === '' ? -1 : text.indexOf(t.text, cursor);
      if (at >= 0) cursor = at + t.text.length;
      terms.push(t);
      termStarts.push(at);
    }
  }
  const out: Token[] = [];
  // The terms' starts only grow (-1 aside) and so do the tokens': the first term starting
  // inside a token is found by walking on from where the last token's search stopped.
  let k = 0;
  // The runs of non-space characters, as splitting at spaces gives them.
  const tokens = /\S+/g;
  for (let m = tokens.exec(text); m !== null; m = tokens.exec(text)) {
    const token = m[0];
    const start = m.index;
    const end = start + token.length;
    while (k < termStarts.length && (termStarts[k] ?? -1) < start) k++;
    const inside = (termStarts[k] ?? end) < end;
    out.push({
      text: token,
      word: american(core(token)),
      tags: (inside ? terms[k]?.tags : undefined) ?? new Set<string>(),
    });
  }
  return out;
}
