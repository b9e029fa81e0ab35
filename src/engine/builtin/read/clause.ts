/**
 * Whether a note is a clause of its own ("we signed them last week", "the survey data came
 * in late") rather than a fragment ("deadline January 15", "drinks provided"): a subject
 * and a verb that agrees with it.
 */
import { isVerbLemma, termsOf } from '../nlp.js';
import { AUXILIARIES, ARRANGED, DETERMINERS, DONE_ONCE, SUBJECTS } from './fragmentWords.js';

/** Whether a note reads as a sentence of its own: a subject and a verb that agrees. */
const TIME_THEN_SUBJECT =
  /^(?:since|from|until|after|before|in|on|last|this|next|over|during|once|as of)\s+[^,;]{1,30}?\s(?:I|we|they|he|she)(?:['’](?:ve|m|re|ll|d))?\s+\p{Ll}/u;

export function isClause(piece: string): boolean {
  const words = wordsOf(piece);
  const first = words[0] ?? '';
  if (SUBJECTS.test(first)) return true;
  // "since June I've done the rotas", "last week we fixed …": a clause after when it happened.
  if (TIME_THEN_SUBJECT.test(piece)) return true;
  // "nothing else changed": an indefinite subject and its verb.
  if (
    /^(?:nothing|everything|something)$/.test(first) &&
    /\w(?:ed|s)$/.test(words.at(-1) ?? '') &&
    words.length <= 4 &&
    !/^(?:due|needed|required)$/.test(words[1] ?? '')
  )
    return true;
  const terms = termsOf(piece);
  for (let i = 1; i < terms.length; i++) {
    const t = terms[i]!;
    const word = t.normal;
    if (AUXILIARIES.has(word) && !/^[A-Z]/.test(t.text)) return true;
    if (ARRANGED.has(word) || DONE_ONCE.has(word)) continue;
    // "any afternoon next week works for us": tagged a plural noun ("the works"), a verb here.
    if (/^(?:works|suits|fits)$/.test(word) && !DETERMINERS.has(terms[i - 1]?.normal ?? ''))
      return true;
    // "the gym and sauna stay open", "the current one looks blurry": a linking verb and a state.
    if (
      /^(?:stay|remain|become|look|seem|feel|keep)s?$/.test(word) &&
      (terms[i - 1]?.tags.has('Noun') || terms[i - 1]?.tags.has('Value')) &&
      !DETERMINERS.has(terms[i - 1]?.normal ?? '') &&
      (terms[i + 1]?.tags.has('Adjective') ||
        // "looks blurry": "blurry" tagged a noun after a verb taken for one.
        (word.endsWith('s') &&
          /(?:y|ful|ous|ive|able|ible|less)$/.test(terms[i + 1]?.normal ?? '')))
    )
      return true;
    // "chat stays open", "lockers need …": a present verb after a noun.
    if (
      t.tags.has('PresentTense') &&
      !t.tags.has('Infinitive') &&
      !t.tags.has('Plural') &&
      /[^s]s$/.test(word) &&
      !DETERMINERS.has(terms[i - 1]?.normal ?? '') &&
      // "pony rides for kids": a plural noun and whom it is for.
      terms[i + 1]?.normal !== 'for' &&
      // "strong with budgets and schedules": after a preposition or "and", a noun.
      !terms[i - 1]?.tags.has('Preposition') &&
      !terms[i - 1]?.tags.has('Conjunction')
    )
      return true;
    // "legal sent comments": a noun, a past verb and what it did; "PMP certified", "three
    // weeks of reports gone" end on the participle: fragments.
    if (t.tags.has('PastTense') && terms[i - 1]?.tags.has('Noun') && i < terms.length - 1)
      return true;
  }
  // "lockers need your own padlock": a plural noun and a plain present verb.
  const second = terms[1];
  return (
    terms[0]?.tags.has('Plural') === true &&
    second !== undefined &&
    second.tags.has('Verb') &&
    isVerbLemma(second.normal) &&
    !ARRANGED.has(second.normal) &&
    !DONE_ONCE.has(second.normal)
  );
}

/** The note's words, lower case, without the punctuation around them. */
export function wordsOf(text: string): string[] {
  return text
    .toLowerCase()
    .split(/\s+/)
    .map((w) => w.replace(/^[("'“]+|[)"'”,.;:!?]+$/g, ''))
    .filter((w) => w !== '');
}
