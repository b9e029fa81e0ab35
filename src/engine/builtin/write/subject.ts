/**
 * Subject lines: a purpose pattern filled with the email's topic ("Following up on our
 * project proposal meeting"), prefixed for tones that flag urgency. Never the context
 * verbatim, 3–90 characters, no trailing period.
 */
import { termsOf } from '../nlp.js';
import { namedIn } from '../read/people.js';
import type { Chooser } from '../plan/choice.js';
import type { Purpose, Tone } from '../data.js';
import type { Language } from '../language.js';
import { fillable } from '../phrasing.js';
import { capitalize } from '../text.js';
import { topicSlots, type Topic } from '../plan/topicSlots.js';
import { topicForms } from '../read/index.js';
import { repeatsWord } from './subjectCheck.js';

export const SUBJECT_MIN = 3;
export const SUBJECT_MAX = 90;
const TOPIC_WORDS = 6;

export interface SubjectInput {
  purpose: Purpose;
  label: string;
  topic?: Topic;
  tone: Tone;
  /** The caller's context, which the subject must not simply repeat. */
  context: string;
  choose: Chooser;
  lang: Language;
}

export function writeSubject(input: SubjectInput): string {
  const { purpose, label, choose } = input;
  const slots = { label, ...topicSlots(clip(input.topic), input.lang) };
  // A flagged subject ("Urgent: …") reads badly with a second colon in it.
  const flagged = input.tone.subject_prefixes.length > 0;
  const usable = (list: readonly string[]) => {
    const all = fitting(fillable(list, slots), input.context);
    const plain = all.filter((s) => !s.includes(':'));
    return flagged && plain.length > 0 ? plain : all;
  };
  const fromTopic = input.topic === undefined ? [] : usable(purpose.subjects);
  const pool = fromTopic.length > 0 ? fromTopic : usable(purpose.fallback_subjects);
  const subject = pool.length > 0 ? choose('subject', pool) : tidySubject(`Regarding ${label}`);
  return withPrefix(subject, input);
}

export interface HeadlineInput extends SubjectInput {
  topic?: Topic & { person?: boolean };
  /** The context as a clause or question: "timesheets are due Friday at 5pm". */
  headline?: string;
  date?: string;
  ref?: string;
  amount?: string;
  /** The writer introduces themselves: the topic is their role. */
  self: boolean;
}

const MAX_HEADLINE = 70;

/**
 * The composer's subject line: the purpose's headlines filled with what the request names
 * (its topic, its headline clause, a person, a date, an invoice number), else the purpose's
 * subjects as `writeSubject` writes them. Never the context verbatim, never a word twice.
 */
export function composeSubject(input: HeadlineInput): string {
  const { purpose, choose } = input;
  // "you still have my camera" read as a topic is a clause: said as one, never as "about …".
  const clauseTopic =
    input.topic !== undefined &&
    /^(?:you|she|he|they|we|i|it)\s+(?:still\s+|already\s+)?[a-z]+\b/i.test(input.topic.bare) &&
    input.topic.person !== true;
  // What an apology is for is said whole: "sending the invoice to the wrong email address",
  // not "sending the invoice".
  const topic = clauseTopic ? undefined : clip(input.topic, input.label === 'apology' ? 3 : 0);
  const headline = headlineOf(
    input.headline ?? (clauseTopic ? input.topic!.bare : undefined),
    input.lang,
    input.context,
  );
  const person = input.topic?.person === true ? input.topic.bare : undefined;
  const slots: Record<string, string | undefined> = {
    label: input.label,
    ...(person === undefined && !input.self ? topicForms(topic) : {}),
    ...(input.self && topic !== undefined && { role: topic.np }),
    person,
    headline,
    question: headline?.endsWith('?') ? headline : undefined,
    // "I have not been paid for my overtime" is the issue of a complaint, said as the writer's.
    statement:
      headline !== undefined &&
      !headline.endsWith('?') &&
      (!/^I\b/.test(headline) || input.label === 'complaint')
        ? headline
        : undefined,
    date: input.date,
    ref: input.ref,
    amount: input.amount,
  };
  // "Introduction: company": a one-word topic is said with its determiner ("our company").
  const oneWord = topic !== undefined && !topic.bare.includes(' ') && topic.np !== topic.bare;
  const usable = fitting(fillable(purpose.headlines, slots), input.context).filter(
    (s) => !oneWord || !s.toLowerCase().endsWith(`: ${topic.bare.toLowerCase()}`),
  );
  // "we charged your card twice": the clause says it; a topic cut from its object ("your
  // card twice") does not.
  const statement = slots.statement;
  // Any clause the context states says more than a topic cut from it ("News about the
  // office" of "the office will be closed on December 24 and 26"): its subjects come first.
  const ours =
    statement !== undefined
      ? usable.filter((s) => s.toLowerCase().includes(statement.toLowerCase()))
      : [];
  const said = ours.length > 0 ? ours : usable;
  const flagged = input.tone.subject_prefixes.length > 0;
  const plain = said.filter((s) => !s.includes(':'));
  const pool = flagged && plain.length > 0 ? plain : said;
  if (pool.length === 0) {
    // A person or the writer's own role is no topic for the purpose's plain subjects.
    const plainTopic = person !== undefined || input.self ? undefined : input.topic;
    const base: SubjectInput = {
      purpose: input.purpose,
      label: input.label,
      tone: input.tone,
      context: input.context,
      choose: input.choose,
      lang: input.lang,
    };
    return writeSubject(plainTopic === undefined ? base : { ...base, topic: plainTopic });
  }
  return withPrefix(choose('subject', pool), input);
}

/** Filled subjects, tidied, that fit a mail client, are not the context and say no word twice. */
function fitting(subjects: readonly string[], context: string): string[] {
  return subjects
    .map(tidySubject)
    .filter(
      (s) =>
        s.length >= SUBJECT_MIN &&
        s.length <= SUBJECT_MAX &&
        !same(s, context) &&
        !repeatsWord(s) &&
        !labelRepeated(s),
    );
}

/** "Payment due: the deposit … is due next Friday": the label says a word the rest says. */
function labelRepeated(subject: string): boolean {
  const colon = subject.indexOf(':');
  if (colon < 0) return false;
  const words = (text: string) => text.toLowerCase().match(/[a-z]{3,}/g) ?? [];
  const rest = words(subject.slice(colon + 1));
  // "Payment due: … is two weeks overdue" says "due" twice.
  return words(subject.slice(0, colon)).some(
    (w) => !LABEL_GLUE.has(w) && rest.some((r) => r === w || r.endsWith(w)),
  );
}
const LABEL_GLUE = new Set(['the', 'and', 'for', 'our', 'your', 'you']);

/** Words a cut subject cannot end on: "… for another", "… with the". */
const DANGLING =
  /^(?:of|on|for|to|and|or|the|a|an|with|in|at|our|your|my|their|its|his|her|by|about|from|into|as|than|another|every|each|some|any|this|that|these|those|is|are|was|were|i|we|you|they|he|she|whether|if|last|next|mr|ms|mrs|dr|prof)\.?$/i;

/** The first words of a clause that a cut would leave at the end: "even though we're". */
const CUT_CLAUSE =
  /^(?:even|though|although|because|while|whereas|since|unless|until|but|so|when|(?:i|we|you|they|he|she|it)['’](?:re|m|s|ve|ll|d))$/i;

/** A clause as a subject line: no end period, first word lowercased, cut at a clause break. */
function headlineOf(text: string | undefined, lang: Language, context: string): string | undefined {
  if (text === undefined) return undefined;
  const question = text.endsWith('?');
  let out = text.replace(/[.!?]+$/, '');
  // "From Monday 4 January, the practice will close at 1pm …" → "the practice will close at
  // 1pm … from Monday 4 January": the news first, when it starts after it.
  const when = OPENING_WHEN.exec(out);
  if (when !== null) out = `${out.slice(when[0].length)} ${when[1]!.toLowerCase()}${when[2]}`;
  const [first = '', ...rest] = out.split(' ');
  // "Grace and Tomas are …": a pair of names keeps its capitals.
  const pair =
    (/^(?:and|&)$/.test(rest[0] ?? '') && /^\p{Lu}/u.test(rest[1] ?? '')) ||
    // "Crag Lane bridge": a name of two capitalized words.
    /^\p{Lu}\p{Ll}/u.test(rest[0] ?? '');
  // "Grace is our new office manager", "Mark joins us …": a first name, not a word.
  const name = namedIn(first, context) || termsOf(out)[0]?.tags.has('FirstName') === true;
  if (lang.canLowercase(first) && first !== 'I' && !pair && !name)
    out = [first.toLowerCase(), ...rest].join(' ');
  if (out.length > MAX_HEADLINE) {
    const words = out
      .slice(0, MAX_HEADLINE + 1)
      .split(' ')
      .slice(0, -1);
    // "… for your cat Bramble who we put" of "who we put to sleep": a relative clause cut
    // short goes whole.
    const relative = words.findIndex((w, i) => i >= 3 && /^(?:who|which|whom|whose)$/i.test(w));
    if (relative > 0) words.length = relative;
    // "… is booked for Friday morning and the fire needs": a second clause cut short goes.
    // "… by Friday 4th or I'll go": so is a choice of the writer's.
    const and = words.findLastIndex(
      (w, i) =>
        i >= 3 &&
        (/^(?:and|but)$/i.test(w) ||
          (/^or$/i.test(w) && /^(?:I|I['’]ll|we|we['’]ll|you)$/i.test(words[i + 1] ?? ''))),
    );
    if (and >= 3 && words.length - and <= 5) words.length = and;
    // "… from 6pm on Christmas Eve until 6am" of "until 6am on Monday 28 December": a span
    // cut before its end date goes from its "until".
    const until = words.findLastIndex((w, i) => i >= 4 && /^(?:until|till)$/i.test(w));
    const dated = (text: string) =>
      /\b(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day|jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)/i.test(
        text,
      );
    if (
      until > 0 &&
      !dated(words.slice(until).join(' ')) &&
      dated(out.slice(words.slice(0, until).join(' ').length))
    )
      words.length = until;
    // "… we ordered for the Friends" of "the Friends of Ouseburn": no cut inside a name.
    if (
      /^\p{Lu}/u.test(words.at(-1) ?? '') &&
      /^(?:of|and|&)\s+\p{Lu}/u.test(out.slice(words.join(' ').length + 1))
    )
      while (words.length > 1 && /^\p{Lu}/u.test(words.at(-1) ?? '')) words.pop();
    // "… in January even though we're": no cut ends on a clause's first words.
    while (
      words.length > 1 &&
      (DANGLING.test(words.at(-1) ?? '') || CUT_CLAUSE.test(words.at(-1) ?? ''))
    )
      words.pop();
    // "… includes monthly servicing" of "… servicing that has not happened": a cut that
    // drops a "not" says the opposite; no headline then.
    if (/\b(?:not|no|never|without)\b|n['’]t\b/i.test(out.slice(words.join(' ').length)))
      return undefined;
    out = words.join(' ');
  }
  return question ? `${out}?` : out;
}

/** "Urgent: following up on …" for tones whose subjects carry a flag. */
function withPrefix(subject: string, input: SubjectInput): string {
  const prefixes = input.tone.subject_prefixes;
  // An urgent flag belongs on what the reader must act on, not on thanks, apologies,
  // applications or introductions.
  if (
    prefixes.length === 0 ||
    subject.includes(':') ||
    input.purpose.warm === true ||
    /^(?:apolog|sorry|application|applying|introduc|my apologies)/i.test(subject)
  )
    return subject;
  const [first = '', ...rest] = subject.split(' ');
  const lowered = input.lang.canLowercase(first)
    ? [first.toLowerCase(), ...rest].join(' ')
    : subject;
  // "Time-sensitive: … on time" says a word twice: a prefix sharing a word is passed over.
  const words = new Set(subject.toLowerCase().match(/[a-z]+/g) ?? []);
  const fitting = prefixes.filter(
    (p) => !(p.toLowerCase().match(/[a-z]+/g) ?? []).some((w) => words.has(w)),
  );
  const flagged = `${input.choose('subject_prefix', fitting.length > 0 ? fitting : prefixes)}: ${lowered}`;
  return flagged.length <= SUBJECT_MAX ? flagged : subject;
}

/**
 * A topic short enough for a subject line, cut where a phrase ends: "moving the team to a
 * four-day work week as a three-month trial" → "moving the team to a four-day work week",
 * not "moving the team".
 */
function clip(topic: Topic | undefined, more = 0): Topic | undefined {
  if (topic === undefined) return undefined;
  const cut = (whole: string, extra: number) => {
    const text = beforeComma(whole);
    const words = text.split(' ');
    if (words.length <= TOPIC_WORDS + more + extra || endsJoined(words, TOPIC_WORDS + more + extra))
      return text;
    const end = phraseEnd(words, TOPIC_WORDS + extra + 3);
    return end >= 2
      ? words.slice(0, end).join(' ')
      : wholePhrase(words.slice(0, TOPIC_WORDS + extra));
  };
  return { bare: cut(topic.bare, 0), np: cut(topic.np, 1) };
}

/** A sentence that opens on when: "From Monday 4 January, …", "from Monday the …". */
const OPENING_WHEN =
  /^(From|Starting|As of)( (?:(?:mon|tues|wednes|thurs|fri|satur|sun)day|tomorrow|next week|\d{1,2}(?:st|nd|rd|th)?)(?: \d{1,2}(?:st|nd|rd|th)?)?(?: (?:january|february|march|april|may|june|july|august|september|october|november|december))?),? (?=(?:the|our|your|\p{Lu})\S*\s+\S)/iu;

/**
 * A topic without what a comma adds to it: "staying for the stocktake Sunday, 4,300 lines
 * counted" → "staying for the stocktake Sunday"; a date after a day stays ("Friday, 15 March").
 */
function beforeComma(text: string): string {
  // "From Monday 4 January, the practice …": the opening's comma is not where it ends.
  const opening = OPENING_WHEN.exec(text)?.[0].length ?? 0;
  let at = text.indexOf(', ', opening);
  // "on Mondays, Wednesdays and Fridays": a list's commas are inside its phrase.
  while (at >= 0 && LIST_GOES_ON.test(text.slice(at + 2))) at = text.indexOf(', ', at + 2);
  if (at < 0 || text.slice(0, at).split(' ').length < 3) return text;
  return DATE_AFTER_COMMA.test(text.slice(at + 2)) ? text : text.slice(0, at);
}

/** The end of a phrase whose nouns are joined: "books and brews night", "cheese and wine night". */
const NOUNS_JOINED = /^[\p{Ll}\d'’-]+\s+and\s+[\p{Ll}\d'’-]+(?:\s+[\p{Ll}\d'’-]+)?$/u;

/**
 * Nouns joined by "and" that end the phrase a word or two past `max` ("a monthly books and
 * brews night"): the phrase is said whole rather than cut at its "and".
 */
function endsJoined(words: readonly string[], max: number): boolean {
  const joined = words.lastIndexOf('and');
  return (
    words.length <= max + 2 &&
    joined >= max - 2 &&
    NOUNS_JOINED.test(words.slice(joined - 1).join(' '))
  );
}

/** A list of three or more: "Mondays, Wednesdays and Fridays". */
const LIST = /\b[\w'’-]+,\s(?:[\w'’-]+,\s)*[\w'’-]+\s(?:and|or)\s[\w'’-]+/;

/** What follows a comma inside a list: "Wednesdays and Fridays", "Wednesdays, …". */
const LIST_GOES_ON =
  /^(?!(?:and|or|but|so|then)\b)[\w'’-]+(?:,\s|\s+(?:and|or)\s+[\w'’-]+(?:[\s.,;:!?]|$))/i;

const DATE_AFTER_COMMA =
  /^(?:\d{1,2}(?:st|nd|rd|th)?\s+(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)\w*\s+\d|\d{4}\b)/i;

/** The most words, at most `max`, that end before a preposition or conjunction and on no dangling word. */
function phraseEnd(words: readonly string[], max: number): number {
  for (let end = Math.min(max, words.length - 1); end >= 2; end--)
    if (breaksAt(words, end) && !DANGLING.test(words[end - 1]!)) return end;
  return 0;
}

/**
 * Words cut from a longer phrase, ended where a phrase ends: before the last preposition
 * or conjunction that follows the head noun ("position with the last" → "position"), else
 * without the dangling words at its end.
 */
export function wholePhrase(words: readonly string[]): string {
  const kept = [...words];
  // "cover the standup while I am at …": a second clause goes whole, not cut inside.
  const clause = kept.findIndex((w, i) => i >= 2 && CLAUSE.test(w));
  // What comes before that clause is whole ("stepping in to run the supplier audit").
  if (clause >= 2) {
    kept.length = clause;
    // "… on weekends even" of "even though": the clause's own first word goes with it.
    while (kept.length > 1 && (DANGLING.test(kept.at(-1) ?? '') || /^even$/i.test(kept.at(-1)!)))
      kept.pop();
    return kept.join(' ');
  }
  // "the floor plans we sent you last …", cut inside its clause: the noun goes without it.
  const own = !DANGLING.test(kept.at(-1) ?? '')
    ? -1
    : kept.findIndex(
        (w, i) =>
          i >= 2 &&
          OWN_CLAUSE.test(w) &&
          !ASKS_HOW.test(kept[i - 1]!) &&
          !DANGLING.test(kept[i - 1]!),
      );
  if (own >= 2) kept.length = own;
  const at = kept.findLastIndex((_, i) => i >= 2 && breaksAt(kept, i));
  if (at >= 2) kept.length = at;
  while (kept.length > 1 && DANGLING.test(kept.at(-1) ?? '')) kept.pop();
  return kept.join(' ');
}

/** Words that open a clause of their own inside a phrase. */
const CLAUSE = /^(?:while|when|whenever|if|unless|until|since|although|though|because)$/i;

/** Whether a phrase may be cut before word `i`: "Olive and Thyme" is one name, not cut at its "and". */
function breaksAt(words: readonly string[], i: number): boolean {
  if (!BREAK.test(words[i] ?? '')) return false;
  // "7 to 3", "Monday to Friday": a range, not a phrase and what it goes to.
  if (
    /^to$/i.test(words[i]!) &&
    RANGE_END.test(words[i - 1] ?? '') &&
    RANGE_END.test(words[i + 1] ?? '')
  )
    return false;
  if (!/^(?:and|of|&)$/i.test(words[i]!)) return true;
  // "a lunch and learn", "a meet and greet": one thing, said with an "and".
  if (/^and$/i.test(words[i]!) && PAIRED.test(words[i + 1] ?? '')) return false;
  // "the Friends of Ouseburn", "Olive and Thyme": one name.
  return !(/^\p{Lu}/u.test(words[i - 1] ?? '') && /^\p{Lu}/u.test(words[i + 1] ?? ''));
}

const RANGE_END =
  /^(?:\d[\d:.]*(?:am|pm)?|(?:mon|tues|wednes|thurs|fri|satur|sun)day|daily|weekly|fortnightly|monthly|quarterly|yearly|annually)$/i;
/** Second halves of things named with an "and": "lunch and learn", "bed and breakfast". */
const PAIRED = /^(?:learn|greet|tell|breakfast|chips|answer|a|dine|paint|sip)$/i;

/** Where a noun phrase ends and a modifier begins. */
const BREAK =
  /^(?:with|for|on|in|at|from|by|about|and|or|to|of|after|before|during|because|so|that|which|who)$/i;
/** A clause on a noun with its subject first: "the plans we sent you", "the show where we met". */
const OWN_CLAUSE = /^(?:we|I|where)$/i;
/** "how I handled the client" is one clause, not a noun and its clause. */
const ASKS_HOW = /^(?:how|what|why|when|where|whether|if|that|which|who)$/i;

export function tidySubject(subject: string): string {
  const trimmed = subject
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[.,;:]+$/, '')
    // "on next Wednesday": a date said from today takes no "on".
    .replace(/\bon (next|this|tomorrow|tonight|today)\b/gi, '$1');
  return capitalize(trimmed);
}

function same(a: string, b: string): boolean {
  const norm = (s: string) =>
    s
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, ' ')
      .trim();
  return norm(a) === norm(b);
}

/** Words that join a second phrase or clause to the first. */
const CLAUSE_JOINS = /^(?:and|but|because|although|though|while|whereas|so|since|unless|even)$/;

/** A word inside a phrase that may go on past it: no function word, no name, no mark after it. */
function innerWord(word: string | undefined): boolean {
  return (
    word !== undefined &&
    /^\p{Ll}[\p{Ll}-]*$/u.test(word) &&
    !DANGLING.test(word) &&
    !BREAK.test(word) &&
    !CLAUSE.test(word) &&
    !CLAUSE_JOINS.test(word)
  );
}

/** The caller's phrase as it is when it has at most `max` words, else cut where a phrase ends. */
export function upTo(phrase: string, max: number): string {
  // "join our running group; we meet at 12.30": a semicolon ends the phrase, never the subject.
  // "… this year," of "… this year, and explain why": no phrase ends on its comma.
  // "where Lanternwick is. the games were meant …": a sentence's end typed before a small
  // letter ends the phrase too.
  const said = beforeComma(
    phrase.split(
      /\s*;\s*|(?<=\p{Ll}{2,})(?<!\b(?:approx|etc|incl|excl|vs|no))\.\s+(?=\p{Ll})/u,
    )[0]!,
  ).replace(/\s*[,:]+$/, '');
  const words = said.split(' ');
  if (words.length <= max) return said;
  if (endsJoined(words, max)) return said;
  // "… the Thistlewick Trust end | of year report": a noun's "of" phrase a few words past the
  // cut goes with it.
  const of = words.slice(0, max + 1).lastIndexOf('of');
  if (of >= max - 3 && words.length <= max + 3 && said.length <= 70 && !said.includes(','))
    return said;
  // "… we'll deliver on Mondays, Wednesdays and Fridays instead of …": a list is said whole,
  // to its last item, when that is at most a few words past the cut.
  const list = LIST.exec(said);
  if (list !== null) {
    const end = said.slice(0, list.index + list[0].length).split(' ').length;
    if (end > max - 3 && end <= max + 3) return said.split(' ').slice(0, end).join(' ');
  }
  // "… at the Lamb and Flag": a name is not cut at its "and".
  const joins = (w: string | undefined) => /^(?:and|&|of)$/.test(w ?? '');
  const capital = (w: string | undefined) => /^\p{Lu}/u.test(w ?? '');
  let end = max;
  if (joins(words[end - 1]) && capital(words[end - 2]) && capital(words[end])) end += 1;
  while (capital(words[end - 1]) && joins(words[end]) && capital(words[end + 1])) end += 2;
  // "… on Christmas | Eve until 6am": a name is not cut after its first word.
  while (
    end < words.length &&
    end < max + 2 &&
    capital(words[end - 1]) &&
    /^\p{Lu}\p{Ll}/u.test(words[end]!)
  )
    end += 1;
  // "the new shop | tills before …": a noun cut from its last word takes it back.
  if (end < words.length && innerWord(words[end - 1]) && innerWord(words[end])) {
    let more = end + 1;
    if (more < words.length && innerWord(words[more]) && !/[,;:]$/.test(words[more - 1]!))
      more += 1;
    if (more === words.length || !innerWord(words[more]) || /[,;:]$/.test(words[more - 1]!))
      end = more;
  }
  const kept = words.slice(0, end);
  // "go through the results of the staff survey | before you present them …": cut where a
  // phrase ends, the words kept are whole.
  if (
    end < words.length &&
    /^(?:before|after|because|so|when|while|until|since|once)$/i.test(words[end]!) &&
    !DANGLING.test(kept.at(-1)!)
  )
    return kept.join(' ');
  // "driving me to A&E at 2am and staying", "… in January even though we're": a second
  // phrase cut short is left out whole.
  const and = kept.findLastIndex((w, i) => i >= 3 && CLAUSE_JOINS.test(w) && !capital(kept[i + 1]));
  if (end < words.length && and >= 3) return wholePhrase(kept.slice(0, and));
  return wholePhrase(kept);
}
