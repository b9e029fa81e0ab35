/**
 * Statements: sentences finished as a writer would write them. A statement or question as
 * the caller wrote it, a clause whose "It" is what the email is about ("saves about 6 hours
 * a month"), an adjective with its subject ("happy to split it" → "I am happy to split
 * it"), and notes with their verb left out ("refund of $89.99 issued today" → "The refund
 * of $89.99 was issued today", "deadline March 15" → "The deadline is March 15").
 */
import { endsClause } from '../language.js';
import { capitalize, endSentence } from '../text.js';
import { articleFor, nounPhrase, subjectPhrase, withArticles } from './articles.js';
import {
  factAt,
  isNounPhrase,
  isPrep,
  isValue,
  mainVerb,
  opensWith,
  pluralPhrase,
} from './grammar.js';
import type { Idea } from './index.js';
import {
  ADVERBS,
  DAY_PARTS,
  QUESTION_VERBS,
  QUESTION_WORDS,
  type Reading,
  type Token,
  WEEKDAY_SHORT,
} from './reading.js';

/** What one has time for: "a quick call?", "coffee next week?". */
const MEETS =
  /\b(?:call|chat|coffee|tea|meeting|sync|catch-?up|check-?in|lunch|breakfast|dinner|drinks?|demo|walkthrough|session|word|talk|1:1|one-on-one)\b/i;

/** A subject and its verb in one word: "we're", "I'll", "it's". */
const CONTRACTED = /^(?:i|we|you|they|he|she|it|there|that)['’](?:m|re|ll|ve|d|s)$/;
const DIRECTION = new Set(['up', 'down', 'over', 'under']);
/** Verbs that take a state after them: "stay open", "remain closed", "look ready". */
const LINKING = new Set(['stay', 'remain', 'become', 'look', 'seem', 'feel', 'keep', 'get']);

/** A statement whose "It" stands for what the email is about. */
export function impliedIdea(r: Reading, text: string): Idea {
  const idea = statementIdea(r, text, false);
  return idea.kind === 'statement' ? { ...idea, implied: true } : idea;
}

export function statementIdea(r: Reading, text: string, question: boolean): Idea {
  const sentence = r.addressing.secondPerson(text);
  return { kind: 'statement', text: endSentence(capitalize(sentence), question ? '?' : '.') };
}

/** "can we push our 1:1 to Thursday 3pm" stays the caller's question; a bare phrase gets a frame. */
export function questionIdea(r: Reading, tokens: readonly Token[], marked: boolean): Idea {
  const first = tokens[0];
  if (
    first !== undefined &&
    (QUESTION_VERBS.has(first.word) ||
      QUESTION_WORDS.has(first.word) ||
      CONTRACTED.test(first.word) ||
      mainVerb(r, tokens) >= 0)
  ) {
    // "we're doing a pub quiz on Wednesday, want to be on our team?": the news, then the question.
    const text = tokens
      .map((t) => t.text)
      .join(' ')
      .replace(/,\s+(want|fancy|care)\s+to\b/i, (_, verb: string) => `. ${capitalize(verb)} to`);
    return statementIdea(r, text, true);
  }
  const np = nounPhrase(r, tokens, true);
  if (!marked) return { kind: 'topic', np };
  // "any favourites?": the caller's own question, not time asked for.
  if (!MEETS.test(np)) return statementIdea(r, tokens.map((t) => t.text).join(' '), true);
  // "quick coffee to talk about …": a quick coffee, one of them.
  const one = /^(?:quick|short|brief)\s/i.test(np) ? `a ${np}` : np;
  return { kind: 'statement', text: `Do you have time for ${one}?`, about: np };
}

/**
 * A sentence that starts with an adjective: "happy to split it" and "free Mon or Tue" are
 * the writer ("I am …"), "interested in the premium plan" the reader, "available in
 * version 5.0" the thing the email is about ("It is …").
 */
export function adjectiveIdea(r: Reading, tokens: readonly Token[]): Idea | undefined {
  const [first, second] = tokens;
  if (first === undefined || second === undefined) return undefined;
  const text = tokens.map((t, i) => (i === 0 ? t.text.toLowerCase() : t.text));
  if (r.lexicon.state_adjectives.includes(first.word) && second.word !== 'to') {
    const prep = text.findIndex((t) => r.lang.isPreposition(t));
    const marked = prep >= 0 ? withArticles(r, text, prep + 1) : text;
    return { kind: 'state', text: r.addressing.secondPerson(marked.join(' ')) };
  }
  const day =
    second.tags.has('Month') ||
    second.tags.has('WeekDay') ||
    WEEKDAY_SHORT.test(second.text) ||
    DAY_PARTS.has(second.word) ||
    ['today', 'tomorrow', 'tonight', 'next', 'this', 'all', 'any'].includes(second.word);
  if (second.word === 'to' || day) return statementIdea(r, `I am ${text.join(' ')}`, false);
  if (isPrep(r, second) && r.words.states.includes(first.word))
    return statementIdea(r, `It is ${text.join(' ')}`, false);
  return undefined;
}

/**
 * Sentences with their verb left out, finished: "refund of $89.99 issued today" → "The
 * refund of $89.99 was issued today"; "blog templates 70% done" → "The blog templates are
 * 70% done"; "crash rate down 18%" → "The crash rate is down 18%"; "trial shift Saturday
 * 8am" → "The trial shift is Saturday 8am"; "second reminder" → "This is my second reminder".
 */
export function shapedIdea(r: Reading, tokens: readonly Token[]): Idea | undefined {
  const words = tokens.map((t) => t.word);
  // "second-year student at Temple University": the writer, describing themselves.
  const end = tokens.findIndex(
    (t, i) => i > 0 && (isPrep(r, t) || endsClause(tokens[i - 1]?.text)),
  );
  const role = tokens[(end < 0 ? tokens.length : end) - 1];
  // "my riding instructor, Mrs Tindall, …" is someone else; "second-year student" the writer.
  if (
    r.aboutWriter &&
    role !== undefined &&
    !/^(?:my|our|his|her|their|your)$/.test(words[0] ?? '') &&
    (role.tags.has('Actor') || /(?:er|or|ist|ent|ant|ian|ate)$/.test(role.word)) &&
    isNounPhrase(r, tokens.slice(0, end < 0 ? tokens.length : end))
  ) {
    const np = tokens.map((t) => t.text).join(' ');
    return { kind: 'statement', text: `I am ${articleFor(np)} ${np}.` };
  }
  const last = words.at(-1) ?? '';
  if (
    tokens.length <= 3 &&
    r.words.this_is.includes(last) &&
    !tokens.some((t) => /\d/.test(t.text))
  )
    return { kind: 'statement', text: `This is my ${words.join(' ')}.` };
  const credit = opensWith(tokens.map((t) => t.text).join(' '), r.words.credits);
  if (credit !== undefined && words.includes('to'))
    return statementIdea(r, tokens.map((t) => t.text).join(' '), false);
  // "Dec 22 - Jan 2": a date on its own.
  if (
    tokens.every(
      (t) => isValue(t, r.lang) || /^[-–—,]$|^to$|^and$/.test(t.text) || t.tags.has('Date'),
    ) &&
    tokens.some((t) => t.tags.has('Month') || t.tags.has('WeekDay'))
  ) {
    const several = tokens.some((t) => /^[-–—]$|^to$|^and$/.test(t.text));
    return {
      kind: 'statement',
      text: `The ${several ? 'dates are' : 'date is'} ${tokens.map((t) => t.text).join(' ')}.`,
    };
  }

  // "small family apiary, 40 hives, raw and not blended": the caller's own outfit, described
  // ("We're a small family apiary, …"), not "The small family apiary, is 40 hives".
  const described = tokens.findIndex((t) => t.text.endsWith(','));
  if (
    described > 0 &&
    described <= 4 &&
    OUTFIT.test(tokens[described]!.word) &&
    !tokens[0]!.tags.has('Determiner') &&
    !tokens[0]!.tags.has('Possessive') &&
    // "no cost to the company, …" is not who the caller is.
    tokens[0]!.word !== 'no' &&
    /^\p{Ll}/u.test(tokens[0]!.text)
  ) {
    const np = tokens.map((t) => t.text).join(' ');
    return { kind: 'statement', text: `We're ${articleFor(np)} ${np}.` };
  }
  // "boxes still going out this wk", "the new tills arriving on Monday": a noun phrase and its
  // -ing verb, typed without the "are" between ("Boxes are still going out …").
  const doing = tokens.findIndex((t, i) => i > 0 && i <= 6 && t.tags.has('Gerund'));
  const still = doing > 1 && /^(?:still|now|already|currently)$/.test(tokens[doing - 1]!.word);
  const before = still ? doing - 1 : doing;
  const moving =
    /^(?:the|our|my|your)$/.test(tokens[0]?.word ?? '') &&
    /^(?:on|in|at|to|from|out|up|off|back)$/.test(tokens[doing + 1]?.word ?? '') &&
    !NOT_DOING.test(tokens[doing]?.word ?? '');
  if (
    doing > 0 &&
    before > 0 &&
    (still || moving) &&
    isNounPhrase(r, tokens.slice(0, before)) &&
    tokens.slice(0, before).every((t) => /^[\p{L}\d-]+$/u.test(t.text))
  ) {
    const subject = tokens.slice(0, before);
    const be = pluralPhrase(subject) ? 'are' : 'is';
    const rest = tokens.slice(before).map((t) => t.text);
    return statementIdea(r, [subjectPhrase(r, subject), be, ...rest].join(' '), false);
  }
  const fact = factAt(r, tokens);
  // "starts tues 19 jan 7-9pm": what the course does, with its "it", not "Starts are …".
  if (fact === 1 && /^(?:starts|begins|opens|closes|finishes|ends|runs)$/.test(words[0] ?? ''))
    return statementIdea(r, `It ${tokens.map((t) => t.text).join(' ')}`, false);
  for (let i = 1; i < tokens.length && i <= 6; i++) {
    const subject = tokens.slice(0, i);
    if (!isNounPhrase(r, subject)) continue;
    const rest = tokens.slice(i);
    // "launch still on track": an adverb before the predicate stays with it.
    const adverb = ADVERBS.has(rest[0]?.word ?? '') ? 1 : 0;
    const predicate = rest[adverb];
    const after = rest[adverb + 1];
    if (predicate === undefined) break;
    const open =
      after === undefined ||
      isPrep(r, after) ||
      isValue(after, r.lang) ||
      after.tags.has('Adverb') ||
      after.tags.has('Date') ||
      after.word === 'to';
    const participle = r.words.passive_participles.includes(predicate.word) && open;
    const state =
      (r.words.states.includes(predicate.word) && open) ||
      (DIRECTION.has(predicate.word) && /^[$€£]?\d/.test(after?.text ?? '')) ||
      (/%$/.test(predicate.text) && r.words.states.includes(after?.word ?? ''));
    const onTrack = predicate.word === 'on' && after?.word === 'track';
    // "the customer survey closed yesterday": a past verb with its time, not "is closed".
    if (
      participle &&
      /ed$/.test(predicate.word) &&
      /^(?:yesterday|last|earlier|ago|this)$/.test(after?.word ?? '')
    )
      return statementIdea(r, tokens.map((t) => t.text).join(' '), false);
    // "the gym and sauna stay open": a linking verb ends what looked like the subject; the
    // note is a sentence already.
    if ((participle || state) && subject.length >= 2 && LINKING.has(subject.at(-1)!.word))
      return statementIdea(r, tokens.map((t) => t.text).join(' '), false);
    if (participle || state || onTrack) {
      const plural = pluralPhrase(subject);
      const be =
        participle && !r.words.states.includes(predicate.word)
          ? plural
            ? 'were'
            : 'was'
          : plural
            ? 'are'
            : 'is';
      const text = [subjectPhrase(r, subject), be, ...rest.map((t) => t.text)].join(' ');
      return statementIdea(r, text, false);
    }
  }
  // "invoice 2318 for the wall repair, 1,140 quid, was due the 20th": a clause with its own
  // verb later on is no "X is Y" fact.
  const ownVerb = tokens.some(
    (t, i) => i > fact && /^(?:was|were|is|are|has|have|had)$/.test(t.word),
  );
  // "any time Tuesday-Saturday 9-5, no need to book": when suits, "is fine", not "any time
  // is Tuesday …".
  // "any afternoon next week works" has its verb already, and is said as typed.
  const anyWhen = /^(?:any|anytime)$/.test(tokens[0]?.word ?? '');
  if (anyWhen && tokens.some((t) => /^(?:works|suits)$/.test(t.word)))
    return statementIdea(r, tokens.map((t) => t.text).join(' '), false);
  if (fact > 0 && !ownVerb && anyWhen) {
    const [when = '', ...more] = tokens
      .map((t) => t.text)
      .join(' ')
      .split(/,\s*/);
    return statementIdea(r, [`${when} is fine`, ...more].join(', '), false);
  }
  // "no junior badminton on Saturday 19th": "There is no junior badminton on …", not "No
  // junior badminton is on …"; "back sat 2 jan same time": "We're back on …".
  if (fact > 0 && !ownVerb && words[0] === 'no' && tokens.length > 2)
    return statementIdea(
      r,
      `There ${pluralPhrase(tokens.slice(0, fact)) ? 'are' : 'is'} ${tokens.map((t) => t.text).join(' ')}`,
      false,
    );
  if (fact === 1 && !ownVerb && words[0] === 'back')
    return statementIdea(
      r,
      `We're back ${/^(?:on|from|in)$/.test(words[1] ?? '') ? '' : 'on '}${tokens
        .slice(1)
        .map((t) => t.text)
        .join(' ')}`,
      false,
    );
  // "same pay, fridays off": a comma before the fact makes a list, not "X is Y".
  // "the notice letter only arrived on Friday": a verb of its own before the date, no "is".
  if (
    fact > 0 &&
    !ownVerb &&
    !tokens.slice(0, fact).some(
      (t, i) =>
        /[,;:]$/.test(t.text) ||
        // "Saturday 20 February at …": a day and its date, not "Saturday is 20 February".
        (fact === 1 && t.tags.has('WeekDay')) ||
        (i > 0 && t.tags.has('PastTense') && !t.tags.has('Noun') && !t.tags.has('Adjective')),
    )
  ) {
    const subject = tokens.slice(0, fact);
    const plural = pluralPhrase(subject);
    const value = tokens
      .slice(fact)
      .map((t) => t.text)
      .join(' ');
    return statementIdea(
      r,
      `${subjectPhrase(r, subject)} ${plural ? 'are' : 'is'} ${value}`,
      false,
    );
  }
  // "account 889-301-22, business line": a label and its number.
  // "The 150-pound deposit … was due": a determiner and a number are a noun phrase, no label.
  if (
    tokens.length >= 2 &&
    tokens.length <= 5 &&
    tokens[0]?.tags.has('Determiner') !== true &&
    /^[a-z]+$/i.test(tokens[0]?.text ?? '') &&
    /\d.*[-#]|[-#].*\d|\d{4}/.test(tokens[1]?.text ?? '')
  )
    return {
      kind: 'statement',
      text: endSentence(
        `${capitalize(tokens[0]?.text ?? '')}: ${tokens
          .slice(1)
          .map((t) => t.text)
          .join(' ')}`,
      ),
    };
  // "still no tracking number": something missing.
  // "no worries if she cant", "no rush": said as typed, no "There is" before it.
  if (
    words[0] === 'no' &&
    /^(?:worries|worry|problem|problems|rush|pressure|stress|bother)$/.test(words[1] ?? '')
  )
    return {
      kind: 'statement',
      text: endSentence(capitalize(tokens.map((t) => t.text).join(' '))),
    };
  if (words[0] === 'no' || (words[0] === 'still' && words[1] === 'no'))
    return { kind: 'statement', text: `There is ${tokens.map((t) => t.text).join(' ')}.` };
  // "7 years of Go and PostgreSQL experience": the writer's experience.
  if (
    /^\d+$/.test(tokens[0]?.text ?? '') &&
    tokens[1]?.word === 'years' &&
    tokens[2]?.word === 'of' &&
    // "3 years of studying on top of the day job and you're the first …": someone else's.
    !tokens.some((t) => /^(?:you|you're|she|she's|he|he's|they|they're)$/i.test(t.text))
  )
    return { kind: 'statement', text: `I have ${tokens.map((t) => t.text).join(' ')}.` };
  // "3 years of studying on top of the day job and you're the first …": after them.
  const after = /^(\d+ years of .+?) and ((?:you|you're|she|she's|he|he's|they|they're) .+)$/i.exec(
    tokens.map((t) => t.text).join(' '),
  );
  if (after !== null)
    return { kind: 'statement', text: endSentence(`After ${after[1]!}, ${after[2]!}`) };
  // "42 applicants": a counted noun on its own.
  if (/^\d[\d,.]*$/.test(tokens[0]?.text ?? '') && tokens.length <= 5 && isNounPhrase(r, tokens)) {
    const one = tokens[0]?.text === '1';
    return {
      kind: 'statement',
      text: `There ${one ? 'is' : 'are'} ${tokens.map((t) => t.text).join(' ')}.`,
    };
  }
  return undefined;
}

/** What a caller's own outfit is: "small family apiary", "independent bookshop", "local bakery". */
const OUTFIT =
  /^(?:apiary|bakery|farm|firm|business|company|shop|studio|practice|charity|club|brewery|dairy|nursery|cafe|café|kitchen|workshop|agency|consultancy|partnership|cooperative|co-op|bookshop|florist|salon)$/;

/** -ing words that are no verb of their subject: "£75 including delivery". */
const NOT_DOING =
  /^(?:including|excluding|following|regarding|concerning|starting|beginning|according)$/;
